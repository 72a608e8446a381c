"""KOPA reward for verl: ``custom_reward_function.path=<this file>``, ``name=compute_score``.

SELF-CONTAINED on purpose (standard library only, no kopa_rl imports): verl loads this file by
path in its reward workers, and the KOPA exporter copies it verbatim to ``grpo/kopa_reward.py``.

Two ways to grade, picked per sample:
- ``extra_info["kopa_rollout_id"]`` set (a loop that ran the tools in a KOPA rollout and exported its
  id): ``POST /rollouts/<id>/verify`` grades that session's own call log and final state;
- otherwise ``POST /rollouts/score`` with the task id (``extra_info["task_id"]`` or the JSON
  ``ground_truth["task_id"]``): the gateway reads the calls out of ``solution_str``, replays them
  into a fresh session of the task and grades that.

Environment: KOPA_GATEWAY_URL (default http://127.0.0.1:7300), KOPA_ADMIN_TOKEN, KOPA_TIMEOUT (s).
"""

from __future__ import annotations

import http.client
import json
import os
import time
import urllib.error
import urllib.parse
import urllib.request
from typing import Any

_RETRY_STATUSES = (502, 503)
_BACKOFF = (0.2, 0.6)


class KopaRewardError(RuntimeError):
    """The gateway could not grade a sample; the message is the gateway's own (never the token)."""


def _post(path: str, body: dict[str, Any]) -> dict[str, Any]:
    base = (os.environ.get("KOPA_GATEWAY_URL") or "http://127.0.0.1:7300").rstrip("/")
    token = os.environ.get("KOPA_ADMIN_TOKEN")
    timeout = float(os.environ.get("KOPA_TIMEOUT") or 60)
    headers = {"Content-Type": "application/json", "Accept": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    data = json.dumps(body, ensure_ascii=False).encode("utf-8")
    for attempt in range(len(_BACKOFF) + 1):
        request = urllib.request.Request(base + path, data=data, method="POST", headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=timeout) as response:
                return json.loads(response.read())
        except urllib.error.HTTPError as error:
            if error.code in _RETRY_STATUSES and attempt < len(_BACKOFF):
                time.sleep(_BACKOFF[attempt])
                continue
            try:
                message = json.loads(error.read() or b"{}").get("error")
            except (ValueError, OSError, AttributeError):
                message = None
            hint = " (set KOPA_ADMIN_TOKEN)" if error.code == 401 and not token else ""
            raise KopaRewardError(f"KOPA POST {path} → {error.code}: {message or error.reason}{hint}") from None
        except (urllib.error.URLError, ConnectionError, http.client.HTTPException, TimeoutError) as error:
            reason = getattr(error, "reason", error)
            if isinstance(reason, (ConnectionResetError, BrokenPipeError)) and attempt < len(_BACKOFF):
                time.sleep(_BACKOFF[attempt])
                continue
            raise KopaRewardError(
                f"KOPA gateway at {base} unreachable ({reason}); start `kopa serve --http` or set KOPA_GATEWAY_URL"
            ) from None
    raise AssertionError("unreachable")


def _task_id(ground_truth: Any, extra_info: dict[str, Any]) -> str:
    """The task of a sample: extra_info.task_id, else ground_truth's task_id (a JSON string or a dict)."""
    if extra_info.get("task_id"):
        return str(extra_info["task_id"])
    truth = ground_truth
    if isinstance(truth, (bytes, str)):
        try:
            truth = json.loads(truth)
        except ValueError:
            truth = None
    if isinstance(truth, dict) and truth.get("task_id"):
        return str(truth["task_id"])
    raise KopaRewardError(
        "no KOPA task id for this sample: set extra_info.task_id or make reward_model.ground_truth "
        'the JSON {"task_id": ...} the KOPA verl export writes'
    )


def compute_score(
    data_source: Any,
    solution_str: str,
    ground_truth: Any,
    extra_info: dict[str, Any] | None = None,
    **kwargs: Any,
) -> dict[str, Any]:
    """verl's reward hook. Extra kwargs (reward_router_address, reward_model_tokenizer, …) are ignored.

    Returns ``{"score", "success", "kopa_response", "kopa_environment", "kopa_action"}``, all floats,
    so verl logs each as a reward_extra_info column.
    """
    extra_info = dict(extra_info or {})
    if not isinstance(solution_str, str):
        raise KopaRewardError(f"solution_str must be the decoded response text, got {type(solution_str).__name__}")
    rollout_id = extra_info.get("kopa_rollout_id")
    if rollout_id:
        grade = _post(f"/rollouts/{urllib.parse.quote(str(rollout_id), safe='')}/verify", {"solution_str": solution_str})
    else:
        grade = _post("/rollouts/score", {"task_id": _task_id(ground_truth, extra_info), "solution_str": solution_str})
    return reward_fields(grade)


def reward_fields(grade: dict[str, Any]) -> dict[str, float]:
    """A gateway grade as verl's reward dict: the same numeric keys for every sample."""
    components = grade.get("components") or {}
    return {
        "score": float(grade["score"]),
        "success": float(bool(grade.get("success"))),
        "kopa_response": float(components.get("response", 0.0)),
        "kopa_environment": float(components.get("environment", 0.0)),
        "kopa_action": float(components.get("action", 0.0)),
    }
