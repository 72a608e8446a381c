"""The KOPA rollout control plane over HTTP, with the standard library only.

Every trainer adapter in this package goes through :class:`ControlPlane`: it opens a rollout (one
KOPA session with the task's injected state, clock and offered tools), calls tools in it, grades
it and closes it. Stdlib-only so that the core imports in any trainer image.

Environment:
    KOPA_GATEWAY_URL   the gateway (default http://127.0.0.1:7300)
    KOPA_ADMIN_TOKEN   the bearer token of the /rollouts routes
"""

from __future__ import annotations

import http.client
import json
import os
import time
import urllib.error
import urllib.parse
import urllib.request
from typing import Any, Iterable

DEFAULT_GATEWAY_URL = "http://127.0.0.1:7300"

#: Statuses that mean "the gateway (or a proxy in front of it) is not ready": safe to retry.
RETRY_STATUSES = frozenset({502, 503})
#: Pauses before the retries, in seconds (three attempts in all).
RETRY_BACKOFF = (0.2, 0.6)

Rollout = dict[str, Any]
Grade = dict[str, Any]


class KopaError(RuntimeError):
    """A control-plane request failed.

    ``status`` is the HTTP status (None when the gateway could not be reached); ``message`` is the
    gateway's own ``{"error": ...}`` text, which says what to do next. The token is never part of it.
    """

    def __init__(self, message: str, *, status: int | None = None, method: str = "", path: str = ""):
        self.status = status
        self.message = message
        self.method = method
        self.path = path
        where = f"{method} {path}".strip()
        prefix = f"KOPA {where} → {status}" if status is not None else f"KOPA {where}"
        super().__init__(f"{prefix}: {message}")


def _is_connection_reset(error: BaseException) -> bool:
    """True for a connection the gateway dropped mid-request (restart, overload), worth one retry."""
    if isinstance(error, urllib.error.URLError) and not isinstance(error, urllib.error.HTTPError):
        error = error.reason if isinstance(error.reason, BaseException) else error
    return isinstance(error, (ConnectionResetError, http.client.RemoteDisconnected, BrokenPipeError))


class ControlPlane:
    """A client of one gateway's ``/rollouts`` routes.

    Args:
        url: the gateway's base URL; defaults to ``$KOPA_GATEWAY_URL`` or http://127.0.0.1:7300.
        token: the admin token; defaults to ``$KOPA_ADMIN_TOKEN``.
        timeout: seconds per request.
    """

    def __init__(self, url: str | None = None, token: str | None = None, timeout: float = 60):
        base = (url or os.environ.get("KOPA_GATEWAY_URL") or DEFAULT_GATEWAY_URL).rstrip("/")
        parsed = urllib.parse.urlparse(base)
        if parsed.scheme not in ("http", "https") or not parsed.netloc:
            raise ValueError(
                f"KOPA gateway URL {base!r} is not an http(s) URL; pass url='http://host:port' "
                "or set KOPA_GATEWAY_URL (the address `kopa serve --http` prints)."
            )
        self.url = base
        self._token = token if token is not None else os.environ.get("KOPA_ADMIN_TOKEN")
        self.timeout = float(timeout)

    def __repr__(self) -> str:  # never shows the token
        return f"ControlPlane(url={self.url!r}, token={'set' if self._token else 'unset'})"

    # -- transport -----------------------------------------------------------------------------

    def _request(self, method: str, path: str, body: dict[str, Any] | None = None) -> Any:
        """One JSON request with retries on resets and 502/503; raises KopaError otherwise."""
        data = json.dumps(body, ensure_ascii=False).encode("utf-8") if body is not None else None
        headers = {"Accept": "application/json"}
        if data is not None:
            headers["Content-Type"] = "application/json"
        if self._token:
            headers["Authorization"] = f"Bearer {self._token}"
        for attempt in range(len(RETRY_BACKOFF) + 1):
            request = urllib.request.Request(self.url + path, data=data, method=method, headers=headers)
            try:
                with urllib.request.urlopen(request, timeout=self.timeout) as response:
                    raw = response.read()
                    return json.loads(raw) if raw else None
            except urllib.error.HTTPError as error:
                if error.code in RETRY_STATUSES and attempt < len(RETRY_BACKOFF):
                    time.sleep(RETRY_BACKOFF[attempt])
                    continue
                raise self._http_error(error, method, path) from None
            except (urllib.error.URLError, ConnectionError, http.client.HTTPException, TimeoutError) as error:
                if _is_connection_reset(error) and attempt < len(RETRY_BACKOFF):
                    time.sleep(RETRY_BACKOFF[attempt])
                    continue
                reason = getattr(error, "reason", error)
                raise KopaError(
                    f"cannot reach the gateway at {self.url} ({reason}); start it with "
                    "`kopa serve --http host:port` or set KOPA_GATEWAY_URL",
                    method=method,
                    path=path,
                ) from None
        raise AssertionError("unreachable")

    def _http_error(self, error: urllib.error.HTTPError, method: str, path: str) -> KopaError:
        """The gateway's own error text, with a hint for the one mistake it cannot explain: no token."""
        try:
            payload = json.loads(error.read() or b"{}")
            message = payload.get("error") if isinstance(payload, dict) else None
        except (ValueError, OSError):
            message = None
        message = message or (error.reason if isinstance(error.reason, str) else "") or "no message"
        if error.code == 401 and not self._token:
            message += " (no token was sent: set KOPA_ADMIN_TOKEN or pass token=...)"
        return KopaError(message, status=error.code, method=method, path=path)

    @staticmethod
    def _path(rollout_id: str) -> str:
        if not isinstance(rollout_id, str) or not rollout_id:
            raise ValueError(f"rollout_id must be a non-empty string, got {rollout_id!r}")
        return "/rollouts/" + urllib.parse.quote(rollout_id, safe="")

    # -- routes ----------------------------------------------------------------------------------

    def create(self, task_id: str, rollout_id: str | None = None) -> Rollout:
        """Opens a rollout of ``task_id``: {rollout_id, task_id, mcp_url, prompt, clock, tools, expires_in_s}."""
        if not isinstance(task_id, str) or not task_id:
            raise ValueError(f"task_id must be a non-empty string (a task id of the gateway), got {task_id!r}")
        body: dict[str, Any] = {"task_id": task_id}
        if rollout_id is not None:
            body["rollout_id"] = rollout_id
        return self._request("POST", "/rollouts", body)

    def call(self, rollout_id: str, name: str, arguments: dict[str, Any] | None = None) -> dict[str, Any]:
        """Calls one tool in the rollout: {text, isError, content, structuredContent?}.

        A tool the task does not offer is an answer (``isError: true``), not an exception: the model
        should read it. Trainer prefixes (``kopa_dart_x``, ``dart_dart_x``) are undone by the gateway.
        """
        if arguments is None:
            arguments = {}
        if not isinstance(arguments, dict):
            raise ValueError(f"tool arguments must be a JSON object (dict), got {type(arguments).__name__}")
        return self._request("POST", self._path(rollout_id) + "/call", {"name": name, "arguments": arguments})

    def verify(
        self,
        rollout_id: str,
        answer: str | None = None,
        solution_str: str | None = None,
        messages: list[dict[str, Any]] | None = None,
    ) -> Grade:
        """Grades the rollout's own call log and state against the final answer taken from exactly one
        of ``answer``, ``solution_str`` (a decoded completion) or ``messages`` (OpenAI chat)."""
        body = _one_answer(answer=answer, solution_str=solution_str, messages=messages)
        return self._request("POST", self._path(rollout_id) + "/verify", body)

    def score(
        self, task_id: str, solution_str: str | None = None, messages: list[dict[str, Any]] | None = None
    ) -> Grade:
        """Grades a transcript whose calls did not run in a rollout: the gateway replays them into a
        fresh session of ``task_id`` and grades that."""
        body = _one_answer(solution_str=solution_str, messages=messages)
        return self._request("POST", "/rollouts/score", {"task_id": task_id, **body})

    def get(self, rollout_id: str) -> dict[str, Any]:
        """The rollout's record: {rollout_id, task_id, created_at, calls}."""
        return self._request("GET", self._path(rollout_id))

    def delete(self, rollout_id: str) -> bool:
        """Closes the rollout. Idempotent: False when it was already gone (404)."""
        try:
            self._request("DELETE", self._path(rollout_id))
            return True
        except KopaError as error:
            if error.status == 404:
                return False
            raise

    def rollouts(self) -> dict[str, Any]:
        """{rollouts: [ids], live, limit}."""
        return self._request("GET", "/rollouts")

    def tasks(self) -> list[str]:
        """The task ids this gateway serves."""
        return list(self._request("GET", "/rollouts/tasks")["tasks"])

    def session(self, task_id: str, rollout_id: str | None = None) -> "RolloutSession":
        """A context manager that opens a rollout of ``task_id`` and always closes it."""
        return RolloutSession(self, task_id, rollout_id)


def _one_answer(**options: Any) -> dict[str, Any]:
    """The body of verify/score: exactly one answer form, checked here so the error names them all."""
    given = {key: value for key, value in options.items() if value is not None}
    if len(given) != 1:
        names = ", ".join(options)
        raise ValueError(f"pass exactly one of {names} (got {', '.join(given) or 'none'})")
    (key, value), = given.items()
    if key == "messages":
        if not isinstance(value, list):
            raise ValueError("messages must be a list of OpenAI chat message dicts")
    elif not isinstance(value, str):
        raise ValueError(f"{key} must be a string, got {type(value).__name__}")
    return given


class RolloutSession:
    """One rollout for the duration of a ``with`` block: created on enter, deleted on exit."""

    def __init__(self, client: ControlPlane, task_id: str, rollout_id: str | None = None):
        self.client = client
        self.task_id = task_id
        self._requested_id = rollout_id
        self.rollout: Rollout | None = None

    def __enter__(self) -> "RolloutSession":
        self.rollout = self.client.create(self.task_id, self._requested_id)
        return self

    def __exit__(self, *exc_info: Any) -> None:
        if self.rollout is not None:
            self.client.delete(self.rollout["rollout_id"])
            self.rollout = None

    def _opened(self) -> Rollout:
        if self.rollout is None:
            raise RuntimeError("the rollout is not open; use `with client.session(task_id) as session:`")
        return self.rollout

    @property
    def rollout_id(self) -> str:
        return self._opened()["rollout_id"]

    @property
    def tools(self) -> list[dict[str, Any]]:
        return self._opened()["tools"]

    @property
    def tool_names(self) -> list[str]:
        return tool_names(self.tools)

    @property
    def prompt(self) -> list[dict[str, Any]]:
        return self._opened()["prompt"]

    @property
    def mcp_url(self) -> str:
        return self._opened()["mcp_url"]

    def call(self, name: str, arguments: dict[str, Any] | None = None) -> dict[str, Any]:
        return self.client.call(self.rollout_id, name, arguments)

    def verify(
        self,
        answer: str | None = None,
        solution_str: str | None = None,
        messages: list[dict[str, Any]] | None = None,
    ) -> Grade:
        return self.client.verify(self.rollout_id, answer=answer, solution_str=solution_str, messages=messages)

    def get(self) -> dict[str, Any]:
        return self.client.get(self.rollout_id)


def tool_names(tools: Iterable[dict[str, Any]]) -> list[str]:
    """The function names of OpenAI tool schemas."""
    return [tool["function"]["name"] for tool in tools]
