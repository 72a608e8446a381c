"""Shared test helpers: tasks and golden trajectories, verl's schema rules, transcripts."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

from pydantic import BaseModel, Field

REPO = Path(__file__).resolve().parents[2]
TASK_DATA = REPO / "tasks" / "data"

#: A write task (adds two companies to the DART watchlist; the final state is graded).
WRITE_TASK = "finance-005"
#: A task whose injected DART key has expired (the agent must renew it; get_api_key fails).
EXPIRED_TASK = "finance-012"


def load_task(task_id: str) -> dict[str, Any]:
    domain = task_id.rsplit("-", 1)[0]
    return json.loads((TASK_DATA / domain / f"{task_id}.json").read_text(encoding="utf-8"))


def render_answer(facts: list[dict[str, Any]]) -> str:
    """The oracle's answer (evaluator/src/agents/oracle.ts renderAnswer): one line per fact."""
    lines = []
    for fact in facts:
        value = str(fact["value"])
        unit = fact.get("unit")
        value += f" {unit}" if unit and unit != "건" else (unit or "")
        lines.append(f"- {fact['subject']}: {value}" if fact.get("subject") else f"- {value}")
    return "\n".join(lines)


Call = Callable[[str, dict[str, Any]], str]


def golden_steps(task: dict[str, Any], tools: list[dict[str, Any]], call: Call) -> list[tuple[str, dict, str]]:
    """Replays the golden actions through ``call(name, args) -> text``, the way a careful agent does.

    Golden actions hold semantic arguments only (tasks/README: "the auth key is added for you"), so
    the key a ``<platform>_get_api_key`` / ``_renew_api_key`` call returns (``{"key", "param"}``) is
    added as ``param`` to every later call of that platform whose schema has that parameter.
    """
    properties = {t["function"]["name"]: t["function"]["parameters"]["properties"] for t in tools}
    keys: dict[str, tuple[str, str]] = {}
    steps = []
    for action in task["golden"]["actions"]:
        if action.get("allPages"):
            raise NotImplementedError(f"{task['id']} {action['id']} reads all pages; pick a task without paging")
        name = action["tool"]
        platform = name.split("_", 1)[0]
        args = dict(action["args"])
        if platform in keys and keys[platform][0] in properties[name]:
            args[keys[platform][0]] = keys[platform][1]
        text = call(name, args)
        if name.endswith("_api_key"):
            issued = json.loads(text)
            keys[platform] = (issued["param"], issued["key"])
        steps.append((name, args, text))
    return steps


def hermes_solution(steps: list[tuple[str, dict, str]], answer: str, rename: Callable[[str], str] = str) -> str:
    """A decoded Qwen/Hermes response as verl's reward manager sees it (skip_special_tokens=True):
    ``<tool_call>`` JSON blocks, the ``<tool_response>`` turns, then the answer."""
    parts = []
    for name, args, text in steps:
        call = json.dumps({"name": rename(name), "arguments": args}, ensure_ascii=False)
        parts.append(f"<tool_call>\n{call}\n</tool_call>\nuser\n<tool_response>\n{text}\n</tool_response>\nassistant\n")
    return "".join(parts) + answer


# -------------------------------------------------------------------------------------------------
# verl's tool-schema rules, re-encoded from verl/tools/schemas.py (volcengine/verl HEAD): verl
# validates every tool_schema of a tool config (and every MCP tool) with these pydantic models, and
# a schema that fails stops tool loading. Pydantic v2 does not coerce int → str, so a numeric enum
# or a missing `type` fails exactly as in verl.


class OpenAIFunctionPropertySchema(BaseModel):
    type: str
    description: str | None = None
    enum: list[str] | None = None


class OpenAIFunctionParametersSchema(BaseModel):
    type: str
    properties: dict[str, OpenAIFunctionPropertySchema]
    required: list[str]


class OpenAIFunctionSchema(BaseModel):
    name: str
    description: str
    parameters: OpenAIFunctionParametersSchema = Field(
        default_factory=lambda: OpenAIFunctionParametersSchema(type="object", properties={}, required=[])
    )
    strict: bool = False


class OpenAIFunctionToolSchema(BaseModel):
    type: str
    function: OpenAIFunctionSchema


try:  # the real models when verl is installed; the re-encoding above otherwise
    from verl.tools.schemas import OpenAIFunctionToolSchema as VerlToolSchema
except ImportError:
    VerlToolSchema = OpenAIFunctionToolSchema


def check_verl_schema(tool: dict[str, Any]) -> OpenAIFunctionToolSchema:
    """Validates like verl and adds the rules the models imply but do not state."""
    parsed = OpenAIFunctionToolSchema.model_validate(tool)
    parameters = tool["function"]["parameters"]
    assert {"type", "properties", "required"} <= set(parameters), f"{parsed.function.name}: parameters keys"
    assert set(parameters["required"]) <= set(parameters["properties"]), f"{parsed.function.name}: required ⊄ properties"
    return parsed


class FakeAgentData:
    """What ToolAgentLoop hands to execute(agent_data=...): a per-trajectory request_id and extra_fields."""

    def __init__(self, request_id: str):
        self.request_id = request_id
        self.extra_fields: dict[str, Any] = {}
