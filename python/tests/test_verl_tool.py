"""Acceptance: KopaTool driven exactly as verl's ToolAgentLoop drives native tools.

ToolAgentLoop._call_tool (verl/experimental/agent_loop/tool_agent_loop.py) does, for EVERY call:
    instance_id, _ = await tool.create(create_kwargs=tools_kwargs[name]["create_kwargs"])
    response, reward, metrics = await tool.execute(instance_id, args, agent_data=agent_data)
    await tool.release(instance_id)
and never calls calc_reward. KopaTool must still give the trajectory one KOPA session.
"""

from __future__ import annotations

import asyncio
import json
import uuid

import pytest

from kopa_rl.verl import KopaTool
from kopa_testkit import (
    EXPIRED_TASK,
    WRITE_TASK,
    FakeAgentData,
    VerlToolSchema,
    golden_steps,
    load_task,
    render_answer,
)


def verl_tools(rollout: dict, gateway) -> dict[str, KopaTool]:
    """The tools as verl's tool_registry builds NATIVE tools: tool_cls(config=dict, tool_schema=pydantic)."""
    config = {"type": "native", "gateway_url": gateway.url, "timeout": 60}
    return {
        schema["function"]["name"]: KopaTool(config=config, tool_schema=VerlToolSchema.model_validate(schema))
        for schema in rollout["tools"]
    }


async def call_like_verl(tool: KopaTool, task_id: str, args: dict, agent_data=None) -> tuple[str, dict]:
    """One ToolAgentLoop._call_tool: a fresh instance per call."""
    instance_id, _ = await tool.create(create_kwargs={"task_id": task_id})
    try:
        kwargs = {"agent_data": agent_data} if agent_data is not None else {}
        response, reward, metrics = await tool.execute(instance_id, args, **kwargs)
        assert reward == 0.0
        return response.text, metrics
    finally:
        await tool.release(instance_id)


async def grade_request(tool: KopaTool, task_id: str, agent_data: FakeAgentData, answer: str) -> dict:
    """calc_reward for a request-keyed trajectory, then close it (what KopaToolAgentLoop does for you)."""
    instance_id, _ = await tool.create(create_kwargs={"task_id": task_id})
    score = await tool.calc_reward(instance_id, answer=answer, agent_data=agent_data)
    grade = tool.last_grades[instance_id]
    assert score == grade["score"]
    await tool.release(instance_id)
    await KopaTool.close_trajectory(agent_data.request_id)
    return grade


def run_trajectory(task_id: str, gateway, client) -> tuple[dict, dict[str, KopaTool], list, FakeAgentData]:
    """The golden trajectory through KopaTool with one agent_data (one request_id) for all calls."""
    task = load_task(task_id)
    with client.session(task_id) as probe:
        tools = verl_tools(probe.rollout, gateway)
        schemas = probe.tools
    agent_data = FakeAgentData(uuid.uuid4().hex)
    metrics_seen: list[dict] = []

    def call(name: str, args: dict) -> str:
        text, metrics = asyncio.run(call_like_verl(tools[name], task_id, args, agent_data))
        metrics_seen.append(metrics)
        assert metrics["kopa_is_error"] == 0, text
        return text

    steps = golden_steps(task, schemas, call)
    assert len({m["kopa_rollout_id"] for m in metrics_seen}) == 1, "one rollout for the whole trajectory"
    assert agent_data.extra_fields["kopa_rollout_id"] == metrics_seen[0]["kopa_rollout_id"]
    return task, tools, steps, agent_data


@pytest.mark.parametrize("task_id", [WRITE_TASK, EXPIRED_TASK])
def test_golden_trajectory_per_request_succeeds(task_id, gateway, client):
    task, tools, steps, agent_data = run_trajectory(task_id, gateway, client)
    rollout_id = KopaTool.rollout_id_for(agent_data.request_id)
    assert len(client.get(rollout_id)["calls"]) == len(steps)
    any_tool = next(iter(tools.values()))
    grade = asyncio.run(grade_request(any_tool, task_id, agent_data, render_answer(task["golden"]["answer"]["facts"])))
    assert grade["success"] is True and grade["score"] == 1, grade
    assert client.delete(rollout_id) is False, "close_trajectory deleted the rollout"


@pytest.mark.parametrize("task_id", [WRITE_TASK, EXPIRED_TASK])
def test_same_calls_with_a_session_per_call_fail(task_id, gateway, client):
    """verl's stock behaviour (no request_id, session per instance, instance per call): every call
    lands in a new session, so no session holds the trajectory and none verifies."""
    task = load_task(task_id)
    answer = render_answer(task["golden"]["answer"]["facts"])
    with client.session(task_id) as probe:
        tools, schemas = verl_tools(probe.rollout, gateway), probe.tools
    grades = []
    before = set(client.rollouts()["rollouts"])

    async def per_call(name: str, args: dict) -> str:
        tool = tools[name]
        instance_id, _ = await tool.create(create_kwargs={"task_id": task_id})
        response, _, _ = await tool.execute(instance_id, args)
        await tool.calc_reward(instance_id, answer=answer)
        grades.append(tool.last_grades[instance_id])
        await tool.release(instance_id)
        return response.text

    def call(name: str, args: dict) -> str:
        return asyncio.run(per_call(name, args))

    try:
        golden_steps(task, schemas, call)
    except (json.JSONDecodeError, KeyError):
        pass  # e.g. the expired task: the renewed key is unknown in the next session, the replay derails
    assert grades, "at least one call ran"
    assert all(not grade["success"] and grade["score"] < 0.5 for grade in grades), grades
    assert all(grade["calls"] <= 1 for grade in grades), "each session saw one call"
    assert set(client.rollouts()["rollouts"]) == before, "release deleted every per-instance rollout"


def test_one_instance_per_trajectory_contract(gateway, client):
    """BaseTool's own contract (one instance for the whole trajectory, no request_id): create opens,
    calc_reward grades, release deletes."""
    task = load_task(WRITE_TASK)
    with client.session(WRITE_TASK) as probe:
        tools, schemas = verl_tools(probe.rollout, gateway), probe.tools
    instance_id = uuid.uuid4().hex
    for tool in tools.values():  # one instance per trajectory, created up front under one id
        asyncio.run(tool.create(instance_id, create_kwargs={"task_id": WRITE_TASK}))
    rollout_ids = set()

    def call(name: str, args: dict) -> str:
        response, _, metrics = asyncio.run(tools[name].execute(instance_id, args))
        rollout_ids.add(metrics["kopa_rollout_id"])
        return response.text

    golden_steps(task, schemas, call)
    assert len(rollout_ids) == 1
    tool = tools["dart_add_to_watchlist"]
    score = asyncio.run(tool.calc_reward(instance_id, answer=render_answer(task["golden"]["answer"]["facts"])))
    assert score == 1
    for each in tools.values():
        asyncio.run(each.release(instance_id))
    assert client.delete(rollout_ids.pop()) is False, "release deleted the instance's rollout"


def test_parallel_first_calls_share_one_rollout(gateway, client):
    """Several tool calls of one turn run concurrently (asyncio.gather in ToolAgentLoop); the lazily
    opened rollout must still be one."""
    with client.session(EXPIRED_TASK) as probe:
        tools = verl_tools(probe.rollout, gateway)
    agent_data = FakeAgentData(uuid.uuid4().hex)
    live_before = client.rollouts()["live"]

    async def turn():
        names = ["dart_renew_api_key", "dart_get_api_key", "dart_search_corp_code", "dart_get_company"]
        return await asyncio.gather(*(call_like_verl(tools[n], EXPIRED_TASK, {}, agent_data) for n in names))

    results = asyncio.run(turn())
    assert len({metrics["kopa_rollout_id"] for _, metrics in results}) == 1
    assert client.rollouts()["live"] == live_before + 1
    asyncio.run(KopaTool.close_trajectory(agent_data.request_id))
    assert client.rollouts()["live"] == live_before


def test_no_calls_and_dump_answers_fail(gateway, client):
    task = load_task(WRITE_TASK)
    answer = render_answer(task["golden"]["answer"]["facts"])
    with client.session(WRITE_TASK) as probe:
        tools = verl_tools(probe.rollout, gateway)
    tool = tools["dart_get_api_key"]
    instance_id, _ = asyncio.run(tool.create(create_kwargs={"task_id": WRITE_TASK}))
    assert asyncio.run(tool.calc_reward(instance_id, answer=answer)) == 0
    assert tool.last_grades[instance_id]["success"] is False
    asyncio.run(tool.release(instance_id))

    # A trajectory that read everything but answers with a dump of all tool outputs.
    task_r, tools_r, steps, agent_data = run_trajectory(EXPIRED_TASK, gateway, client)
    dump = "\n".join(text for _, _, text in steps)
    grade = asyncio.run(grade_request(next(iter(tools_r.values())), EXPIRED_TASK, agent_data, dump))
    assert grade["success"] is False and grade["score"] < 0.5, grade


def test_tool_errors_are_answers_not_exceptions(gateway, client):
    """A tool the task does not offer, or a task-less row, comes back as text the model can read."""
    with client.session(WRITE_TASK) as probe:
        tools = verl_tools(probe.rollout, gateway)
    tool = tools["dart_get_api_key"]
    schema = VerlToolSchema.model_validate(
        {"type": "function", "function": {"name": "dart_list_disclosures", "description": "x"}}
    )
    stray = KopaTool(config={"type": "native"}, tool_schema=schema)
    agent_data = FakeAgentData(uuid.uuid4().hex)
    text, metrics = asyncio.run(call_like_verl(stray, WRITE_TASK, {}, agent_data))
    assert metrics["kopa_is_error"] == 1 and "Offered:" in text
    asyncio.run(KopaTool.close_trajectory(agent_data.request_id))

    async def no_task():
        instance_id, _ = await tool.create(create_kwargs={})
        return await tool.execute(instance_id, {})

    response, _, metrics = asyncio.run(no_task())
    assert metrics == {"kopa_error": 1} and "create_kwargs.task_id" in response.text


def test_name_comes_from_the_schema_and_config_from_env(gateway, monkeypatch):
    schema = VerlToolSchema.model_validate(
        {"type": "function", "function": {"name": "kopa_dart_get_api_key", "description": "x"}}
    )
    monkeypatch.setenv("KOPA_GATEWAY_URL", "http://127.0.0.1:1")
    monkeypatch.setenv("KOPA_TIMEOUT", "7")
    tool = KopaTool(config={"type": "native", "gateway_url": gateway.url, "timeout": 60}, tool_schema=schema)
    assert tool.name == "kopa_dart_get_api_key"
    assert tool.client.url == "http://127.0.0.1:1" and tool.client.timeout == 7
    with pytest.raises(ValueError, match="tool_schema"):
        KopaTool(config={}, tool_schema=None)
