"""verl adapters: a native tool that keeps ONE KOPA rollout per trajectory, and an agent loop that
grades the trajectory itself.

Why the care: verl's ``ToolAgentLoop._call_tool`` (verl/experimental/agent_loop/tool_agent_loop.py)
does ``create`` → ``execute`` → ``release`` around EVERY tool call, so a tool that opens a session
in ``create`` and closes it in ``release`` gets a fresh session per call — the key fetched in one
call is unknown in the next, and a write is gone before the grade. :class:`KopaTool` keys the
rollout by the trajectory instead:

1. the rollout :class:`KopaToolAgentLoop` opened (a contextvar, inherited by the tool-call tasks);
2. else ``agent_data.request_id`` from ``execute``'s kwargs (one per trajectory in ToolAgentLoop);
3. else the ``instance_id`` (BaseTool's own contract: one instance per trajectory, ``release`` ends it).

Config (the ``config:`` of each tool in the tool YAML; the environment wins when set, so one YAML
serves every cluster):
    gateway_url  ← $KOPA_GATEWAY_URL   (default http://127.0.0.1:7300)
    timeout      ← $KOPA_TIMEOUT       (seconds, default 60)
The admin token is only read from $KOPA_ADMIN_TOKEN, never from a config file.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
import os
import threading
from dataclasses import dataclass, field
from typing import Any
from uuid import uuid4

from .client import ControlPlane, KopaError
from .verl_reward import reward_fields

logger = logging.getLogger(__name__)

try:  # the real base classes when verl is installed
    from verl.tools.base_tool import BaseTool
    from verl.tools.schemas import OpenAIFunctionToolSchema, ToolResponse

    HAVE_VERL = True
except ImportError:  # a local stand-in with BaseTool's signatures, so the tool is usable and testable
    HAVE_VERL = False
    OpenAIFunctionToolSchema = Any  # type: ignore[misc,assignment]

    class ToolResponse:  # type: ignore[no-redef]
        """Stand-in for verl.tools.schemas.ToolResponse (text, image, video)."""

        def __init__(self, text: str | None = None, image: list | None = None, video: list | None = None):
            self.text = text
            self.image = image
            self.video = video

        def __repr__(self) -> str:
            return f"ToolResponse(text={self.text!r})"

    class BaseTool:  # type: ignore[no-redef]
        """Stand-in for verl.tools.base_tool.BaseTool with the same constructor and coroutine methods."""

        def __init__(self, config: dict, tool_schema: Any):
            self.config = config
            self.tool_schema = tool_schema or self.get_openai_tool_schema()
            assert self.tool_schema is not None, "Tool schema is not set!"
            self.name = _schema_name(self.tool_schema)

        def get_openai_tool_schema(self) -> Any:
            return getattr(self, "tool_schema", None)

        async def create(self, instance_id: str | None = None, **kwargs: Any) -> tuple[str, ToolResponse]:
            return (instance_id or str(uuid4())), ToolResponse()

        async def execute(self, instance_id: str, parameters: dict[str, Any], **kwargs: Any):
            return ToolResponse(text="Updated the tool state."), 0.0, {}

        async def calc_reward(self, instance_id: str, **kwargs: Any) -> float:
            return 0.0

        async def release(self, instance_id: str, **kwargs: Any) -> None:
            return None


def _schema_name(tool_schema: Any) -> str:
    """``tool_schema.function.name`` for verl's pydantic schema, or ``["function"]["name"]`` for a dict."""
    function = tool_schema["function"] if isinstance(tool_schema, dict) else tool_schema.function
    return function["name"] if isinstance(function, dict) else function.name


def _schema_dict(tool_schema: Any) -> dict[str, Any]:
    """The schema as verl puts it into the chat template (``model_dump(exclude_unset, exclude_none)``)."""
    if isinstance(tool_schema, dict):
        return tool_schema
    return tool_schema.model_dump(exclude_unset=True, exclude_none=True)


# ------------------------------------------------------------------------------------------------
# Trajectory sessions, shared by every KopaTool instance (verl builds one tool object per tool name;
# all of them must reach the same rollout within a trajectory).


@dataclass
class TrajectoryRollout:
    """The KOPA rollout of one trajectory. ``owner`` says who closes it: the agent loop, the tool's
    ``release`` (per-instance) or nobody but :meth:`KopaTool.close_trajectory` / the gateway's idle expiry."""

    key: str
    task_id: str
    client: ControlPlane
    owner: str  # "loop" | "request" | "instance"
    rollout: dict[str, Any] | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    @property
    def rollout_id(self) -> str | None:
        return self.rollout["rollout_id"] if self.rollout else None


#: Set by KopaToolAgentLoop.run for the duration of a trajectory; asyncio tasks inherit it.
CURRENT_TRAJECTORY: contextvars.ContextVar[TrajectoryRollout | None] = contextvars.ContextVar(
    "kopa_current_trajectory", default=None
)

_trajectories: dict[str, TrajectoryRollout] = {}
_trajectories_guard = threading.Lock()


def _trajectory(key: str, task_id: str, client: ControlPlane, owner: str) -> TrajectoryRollout:
    """The trajectory's record, created once even when parallel tool calls ask at the same time."""
    with _trajectories_guard:
        found = _trajectories.get(key)
        if found is None:
            found = _trajectories[key] = TrajectoryRollout(key=key, task_id=task_id, client=client, owner=owner)
    if found.task_id != task_id:
        raise ValueError(
            f"trajectory {key} already runs task {found.task_id!r}, but a tool asked for {task_id!r}; "
            "every tool of one row needs the same create_kwargs.task_id"
        )
    return found


async def _open(trajectory: TrajectoryRollout) -> dict[str, Any]:
    """Opens the trajectory's rollout on first use; the lock makes racing calls share one."""
    if trajectory.rollout is not None:
        return trajectory.rollout
    async with trajectory.lock:
        if trajectory.rollout is None:
            trajectory.rollout = await asyncio.to_thread(trajectory.client.create, trajectory.task_id)
    return trajectory.rollout


async def _close(trajectory: TrajectoryRollout) -> None:
    with _trajectories_guard:
        _trajectories.pop(trajectory.key, None)
    if trajectory.rollout is not None:
        rollout_id = trajectory.rollout["rollout_id"]
        trajectory.rollout = None
        await asyncio.to_thread(trajectory.client.delete, rollout_id)


def _config_value(config: dict[str, Any], key: str, env: str, default: Any) -> Any:
    value = os.environ.get(env)
    if value not in (None, ""):
        return value
    value = config.get(key)
    return default if value in (None, "") else value


def client_from_config(config: dict[str, Any] | None) -> ControlPlane:
    """A ControlPlane from a tool config (``gateway_url``, ``timeout``) with the env overrides."""
    config = dict(config or {})
    url = _config_value(config, "gateway_url", "KOPA_GATEWAY_URL", None)
    timeout = _config_value(config, "timeout", "KOPA_TIMEOUT", 60)
    try:
        timeout = float(timeout)
    except (TypeError, ValueError):
        raise ValueError(f"KopaTool timeout must be a number of seconds, got {timeout!r}") from None
    return ControlPlane(url=url, timeout=timeout)


class KopaTool(BaseTool):
    """One KOPA tool for verl (``type: native``); the rollout is per trajectory (see the module doc).

    Instantiated by verl's tool registry as ``KopaTool(config=dict, tool_schema=OpenAIFunctionToolSchema)``;
    the tool's name is ``tool_schema.function.name`` (a bare KOPA name, or a trainer-prefixed one the
    gateway maps back). Rows pass the task with ``tools_kwargs[<name>].create_kwargs.task_id``.
    """

    def __init__(self, config: dict, tool_schema: Any):
        if tool_schema is None:
            raise ValueError(
                "KopaTool needs a tool_schema: give each tool in the tool YAML its `tool_schema:` "
                "(the KOPA exporter writes them), or use kopa_rl.verl.tool_config(tools, gateway_url)"
            )
        super().__init__(config, tool_schema)
        self.client = client_from_config(config)
        self._instances: dict[str, dict[str, Any]] = {}
        #: The last grade per instance from calc_reward, for metrics and debugging.
        self.last_grades: dict[str, dict[str, Any]] = {}

    # -- BaseTool ------------------------------------------------------------------------------

    async def create(self, instance_id: str | None = None, **kwargs: Any) -> tuple[str, ToolResponse]:
        """Records the instance's task (``create_kwargs["task_id"]``); the rollout opens lazily in execute."""
        create_kwargs = kwargs.get("create_kwargs") or {}
        task_id = create_kwargs.get("task_id") or kwargs.get("task_id")
        instance_id = instance_id or uuid4().hex
        self._instances[instance_id] = {"task_id": task_id, "key": None}
        return instance_id, ToolResponse()

    async def execute(
        self, instance_id: str, parameters: dict[str, Any], **kwargs: Any
    ) -> tuple[ToolResponse, float, dict]:
        """Calls the tool in the trajectory's rollout; the text is exactly what the model should read."""
        try:
            trajectory = self._trajectory_for(instance_id, kwargs.get("agent_data"))
            rollout = await _open(trajectory)
        except (KopaError, ValueError) as error:
            logger.warning("KopaTool %s: %s", self.name, error)
            return ToolResponse(text=f"KOPA tool {self.name} is unavailable: {error}"), 0.0, {"kopa_error": 1}
        agent_data = kwargs.get("agent_data")
        extra = getattr(agent_data, "extra_fields", None)
        if isinstance(extra, dict):
            extra["kopa_rollout_id"] = rollout["rollout_id"]  # for loops that export it to the reward
        try:
            result = await asyncio.to_thread(
                trajectory.client.call, rollout["rollout_id"], self.name, dict(parameters or {})
            )
        except KopaError as error:
            logger.warning("KopaTool %s: %s", self.name, error)
            return ToolResponse(text=f"KOPA tool {self.name} failed: {error.message}"), 0.0, {"kopa_error": 1}
        metrics = {"kopa_is_error": int(bool(result.get("isError"))), "kopa_rollout_id": rollout["rollout_id"]}
        return ToolResponse(text=result.get("text", "")), 0.0, metrics

    async def calc_reward(self, instance_id: str, **kwargs: Any) -> float:
        """Grades the trajectory's rollout; pass ``answer=``, ``solution_str=`` or ``messages=``.

        verl's ToolAgentLoop never calls this; KopaToolAgentLoop grades by itself. It is here for
        loops that do, and for the per-instance contract (create → execute… → calc_reward → release).
        """
        trajectory = self._trajectory_for(instance_id, kwargs.get("agent_data"))
        rollout = await _open(trajectory)
        grade = await asyncio.to_thread(
            trajectory.client.verify,
            rollout["rollout_id"],
            kwargs.get("answer"),
            kwargs.get("solution_str"),
            kwargs.get("messages"),
        )
        self.last_grades[instance_id] = grade
        return float(grade["score"])

    async def release(self, instance_id: str, **kwargs: Any) -> None:
        """Deletes the rollout only when it belongs to this instance; a trajectory's rollout outlives
        the per-call instances verl creates."""
        record = self._instances.pop(instance_id, None)
        self.last_grades.pop(instance_id, None)
        key = record.get("key") if record else None
        if key is None or not key.startswith("instance:"):
            return
        trajectory = _trajectories.get(key)
        if trajectory is not None:
            await _close(trajectory)

    # -- trajectory resolution -------------------------------------------------------------------

    def _trajectory_for(self, instance_id: str, agent_data: Any) -> TrajectoryRollout:
        """The rollout this call belongs to: the agent loop's, else the request's, else the instance's."""
        record = self._instances.setdefault(instance_id, {"task_id": None, "key": None})
        bound = CURRENT_TRAJECTORY.get()
        if bound is not None:
            record["key"] = bound.key
            return bound
        task_id = record.get("task_id")
        if not task_id:
            raise ValueError(
                f"no KOPA task for tool {self.name}: the row needs "
                f"extra_info.tools_kwargs.{self.name}.create_kwargs.task_id (the KOPA verl export writes it)"
            )
        request_id = getattr(agent_data, "request_id", None)
        if request_id:
            key, owner = f"request:{request_id}", "request"
        else:
            key, owner = f"instance:{instance_id}", "instance"
        record["key"] = key
        return _trajectory(key, task_id, self.client, owner)

    # -- housekeeping ----------------------------------------------------------------------------

    @staticmethod
    def rollout_id_for(request_id: str) -> str | None:
        """The rollout a request-keyed trajectory opened (None if it made no call)."""
        trajectory = _trajectories.get(f"request:{request_id}")
        return trajectory.rollout_id if trajectory else None

    @staticmethod
    async def close_trajectory(request_id: str) -> None:
        """Closes the rollout of a request-keyed trajectory. Stock ToolAgentLoop has no end-of-trajectory
        hook, so without this (or KopaToolAgentLoop) such rollouts live until the gateway's idle expiry."""
        trajectory = _trajectories.get(f"request:{request_id}")
        if trajectory is not None:
            await _close(trajectory)


# ------------------------------------------------------------------------------------------------
# The tool YAML (the TS exporter writes the same shape itself).


def tool_config(tools: list[dict[str, Any]], gateway_url: str, timeout: float = 60) -> dict[str, Any]:
    """verl's tool config for ``multi_turn.tool_config_path``: one native KopaTool per schema.

    Dump it with ``json.dump`` (JSON is YAML, and OmegaConf.load reads it) or ``yaml.safe_dump``.
    """
    entries = []
    for tool in tools:
        function = tool.get("function") if isinstance(tool, dict) else None
        if not isinstance(function, dict) or not function.get("name"):
            raise ValueError(f"not an OpenAI tool schema ({{type: function, function: {{name, ...}}}}): {tool!r:.120}")
        entries.append(
            {
                "class_name": "kopa_rl.verl.KopaTool",
                "config": {"type": "native", "gateway_url": gateway_url, "timeout": timeout},
                "tool_schema": {"type": "function", "function": function},
            }
        )
    return {"tools": entries}


# ------------------------------------------------------------------------------------------------
# The agent loop (needs verl's ToolAgentLoop; see __getattr__ below when verl is absent).

REWARD_EXTRA_KEYS = ("score", "success", "kopa_response", "kopa_environment", "kopa_action", "kopa_calls")


def reward_extra_info(grade: dict[str, Any]) -> dict[str, float]:
    """The grade as verl's reward_extra_info: the same numeric keys for every sample, because verl
    builds the batch columns from the first sample's keys."""
    return {**reward_fields(grade), "kopa_calls": float(grade.get("calls", 0))}


def task_id_of(kwargs: dict[str, Any]) -> str:
    """The row's task: ``extra_info.task_id``, else any ``tools_kwargs.*.create_kwargs.task_id``."""
    extra_info = kwargs.get("extra_info") or {}
    if isinstance(extra_info, dict) and extra_info.get("task_id"):
        return str(extra_info["task_id"])
    tools_kwargs = kwargs.get("tools_kwargs") or (extra_info.get("tools_kwargs") if isinstance(extra_info, dict) else None)
    for entry in (tools_kwargs or {}).values():
        task_id = ((entry or {}).get("create_kwargs") or {}).get("task_id")
        if task_id:
            return str(task_id)
    raise ValueError(
        "KopaToolAgentLoop: the row has no KOPA task id; put it in extra_info.task_id "
        "or tools_kwargs.<tool>.create_kwargs.task_id (the KOPA verl export writes both)"
    )


if HAVE_VERL:
    from verl.experimental.agent_loop.agent_loop import register
    from verl.experimental.agent_loop.tool_agent_loop import ToolAgentLoop

    @register("kopa_tool_agent")
    class KopaToolAgentLoop(ToolAgentLoop):
        """ToolAgentLoop with one KOPA rollout per trajectory, the task's own tools in the prompt, and
        the reward computed here (verl skips its reward manager when ``output.reward_score`` is set).

        Select it per row with ``agent_name: kopa_tool_agent``, or override ``tool_agent`` with an
        ``agent_loop_config_path`` YAML: ``- {name: tool_agent, _target_: kopa_rl.verl.KopaToolAgentLoop}``.
        """

        async def run(self, sampling_params: dict[str, Any], **kwargs: Any):
            task_id = task_id_of(kwargs)
            client = self._kopa_client()
            rollout = await asyncio.to_thread(client.create, task_id)
            trajectory = TrajectoryRollout(
                key=f"loop:{rollout['rollout_id']}", task_id=task_id, client=client, owner="loop", rollout=rollout
            )
            token = CURRENT_TRAJECTORY.set(trajectory)
            all_schemas = self.tool_schemas
            try:
                self.tool_schemas = self._offered_schemas(rollout["tools"])
                output = await super().run(sampling_params, **kwargs)
                response_ids = list(output.response_ids)
                solution_str = await self.loop.run_in_executor(
                    None, lambda: self.tokenizer.decode(response_ids, skip_special_tokens=True)
                )
                grade = await asyncio.to_thread(client.verify, rollout["rollout_id"], None, solution_str)
                output.reward_score = float(grade["score"])
                output.extra_fields["reward_extra_info"] = reward_extra_info(grade)
                output.extra_fields["kopa_task_id"] = task_id
                return output
            finally:
                CURRENT_TRAJECTORY.reset(token)
                self.tool_schemas = all_schemas
                await asyncio.to_thread(client.delete, rollout["rollout_id"])

        def _kopa_client(self) -> ControlPlane:
            for tool in self.tools.values():
                if isinstance(tool, KopaTool):
                    return tool.client
            return client_from_config({})

        def _offered_schemas(self, offered: list[dict[str, Any]]) -> list[dict[str, Any]]:
            """The prompt's tools: the task's offered KOPA tools (adding a KopaTool for any the YAML
            lacks) plus every non-KOPA tool of the config."""
            config = next((t.config for t in self.tools.values() if isinstance(t, KopaTool)), {"type": "native"})
            schemas = []
            for schema in offered:
                name = schema["function"]["name"]
                if name not in self.tools:
                    self.tools[name] = KopaTool(config=config, tool_schema=OpenAIFunctionToolSchema.model_validate(schema))
                schemas.append(_schema_dict(self.tools[name].tool_schema))
            listed = {schema["function"]["name"] for schema in offered}
            schemas += [
                _schema_dict(tool.tool_schema)
                for name, tool in self.tools.items()
                if not isinstance(tool, KopaTool) and name not in listed
            ]
            return schemas

else:

    def __getattr__(name: str) -> Any:
        if name == "KopaToolAgentLoop":
            raise ImportError(
                "kopa_rl.verl.KopaToolAgentLoop subclasses verl's ToolAgentLoop and needs verl installed "
                "(pip install verl); KopaTool works without it"
            )
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
