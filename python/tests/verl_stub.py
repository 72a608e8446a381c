"""Minimal stand-ins for the verl modules kopa_rl.verl imports, so KopaToolAgentLoop can be defined
and run here (verl is not installable). They copy only the INTERFACE of verl HEAD that the loop
touches — ``register``, ``ToolAgentLoop.run`` calling ``_call_tool`` per call with
``create → execute(agent_data=) → release``, ``self.tools``/``self.tool_schemas``/``self.tokenizer``/
``self.loop`` and an output with ``response_ids``, ``reward_score``, ``extra_fields`` — not verl's
behaviour beyond that. Installed by :func:`install` before importing kopa_rl.verl in a subprocess.
"""

from __future__ import annotations

import asyncio
import json
import sys
import types
from uuid import uuid4

from kopa_testkit import OpenAIFunctionToolSchema

registry: dict[str, dict] = {}


class ToolResponse:
    def __init__(self, text=None, image=None, video=None):
        self.text, self.image, self.video = text, image, video


class BaseTool:
    def __init__(self, config, tool_schema):
        self.config = config
        self.tool_schema = tool_schema
        self.name = tool_schema.function.name


def register(name):
    def decorator(cls):
        registry[name] = {"_target_": f"{cls.__module__}.{cls.__qualname__}"}
        return cls

    return decorator


class Output:
    def __init__(self, response_ids):
        self.response_ids = response_ids
        self.reward_score = None
        self.extra_fields = {}


class AgentData:
    def __init__(self, request_id, tools_kwargs):
        self.request_id = request_id
        self.tools_kwargs = tools_kwargs
        self.extra_fields = {}


class Tokenizer:
    """Token ids are indexes into a list of text pieces the scripted 'model' produced."""

    def __init__(self):
        self.pieces: list[str] = []

    def encode_piece(self, text: str) -> int:
        self.pieces.append(text)
        return len(self.pieces) - 1

    def decode(self, ids, skip_special_tokens=False):
        return "".join(self.pieces[i] for i in ids)


class ToolAgentLoop:
    """The parts of verl's ToolAgentLoop the KOPA loop relies on; ``kwargs["script"]`` plays the model:
    a list of turns, each a list of (tool name, arguments) called in parallel, then ``kwargs["answer"]``."""

    def __init__(self, tools, tokenizer):
        self.tools = {tool.name: tool for tool in tools}
        self.tool_schemas = [tool.tool_schema.model_dump(exclude_unset=True, exclude_none=True) for tool in tools]
        self.tokenizer = tokenizer
        self.loop = asyncio.get_event_loop()
        self.prompt_tools_seen: list[list[str]] = []

    async def run(self, sampling_params, **kwargs):
        self.prompt_tools_seen.append([schema["function"]["name"] for schema in self.tool_schemas])
        agent_data = AgentData(uuid4().hex, kwargs.get("tools_kwargs", {}))
        response_ids = []
        for turn in kwargs["script"]:
            calls = "".join(
                f'<tool_call>\n{json.dumps({"name": n, "arguments": a}, ensure_ascii=False)}\n</tool_call>' for n, a in turn
            )
            response_ids.append(self.tokenizer.encode_piece(calls))
            texts = await asyncio.gather(*(self._call_tool(n, a, agent_data) for n, a in turn))
            responses = "".join(f"\n<tool_response>\n{text}\n</tool_response>" for text in texts)
            response_ids.append(self.tokenizer.encode_piece(f"\nuser{responses}\nassistant\n"))
        response_ids.append(self.tokenizer.encode_piece(kwargs["answer"]))
        return Output(response_ids)

    async def _call_tool(self, name, args, agent_data):
        tool = self.tools[name]
        instance_id, _ = await tool.create(create_kwargs=agent_data.tools_kwargs.get(name, {}).get("create_kwargs", {}))
        try:
            response, _, _ = await tool.execute(instance_id, args, agent_data=agent_data)
        finally:
            await tool.release(instance_id)
        return response.text


def install() -> None:
    """Registers the stand-ins under verl's module paths."""
    modules = {
        "verl": {},
        "verl.tools": {},
        "verl.tools.base_tool": {"BaseTool": BaseTool},
        "verl.tools.schemas": {"OpenAIFunctionToolSchema": OpenAIFunctionToolSchema, "ToolResponse": ToolResponse},
        "verl.experimental": {},
        "verl.experimental.agent_loop": {},
        "verl.experimental.agent_loop.agent_loop": {"register": register},
        "verl.experimental.agent_loop.tool_agent_loop": {"ToolAgentLoop": ToolAgentLoop},
    }
    for name, attributes in modules.items():
        module = types.ModuleType(name)
        module.__dict__.update(attributes)
        module.__path__ = []  # a package, so submodules resolve
        sys.modules[name] = module
