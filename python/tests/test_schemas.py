"""Every tool schema the control plane hands out passes verl's pydantic rules (verl/tools/schemas.py,
re-encoded in kopa_testkit) and becomes a TRL tool method whose get_json_schema round-trips."""

from __future__ import annotations

import pytest

from kopa_testkit import check_verl_schema

JSON_TYPES = {"string", "integer", "number", "boolean", "array", "object"}


@pytest.fixture(scope="module")
def all_tools(client) -> dict[str, dict]:
    """The offered tools of every task, by name (one rollout per task, closed at once)."""
    tools: dict[str, dict] = {}
    for task_id in client.tasks():
        with client.session(task_id) as session:
            for tool in session.tools:
                tools.setdefault(tool["function"]["name"], tool)
    return tools


def test_every_offered_tool_passes_verl_rules(all_tools):
    assert len(all_tools) > 100
    for name, tool in all_tools.items():
        parsed = check_verl_schema(tool)
        assert parsed.function.name == name
        for prop_name, prop in tool["function"]["parameters"]["properties"].items():
            assert prop["type"] in JSON_TYPES, (name, prop_name, prop)
            assert all(isinstance(v, str) for v in prop.get("enum") or []), (name, prop_name)


def test_verl_rules_reject_what_verl_rejects():
    bad = [
        {"type": "function", "function": {"name": "x", "description": "d",
                                          "parameters": {"type": "object", "properties": {"a": {"anyOf": []}}, "required": []}}},
        {"type": "function", "function": {"name": "x", "description": "d",
                                          "parameters": {"type": "object", "properties": {"a": {"type": "integer", "enum": [1, 2]}}, "required": []}}},
        {"type": "function", "function": {"name": "x", "description": "d", "parameters": {"type": "object", "properties": {}}}},
    ]
    for tool in bad:
        with pytest.raises(Exception):
            check_verl_schema(tool)


def test_every_offered_tool_becomes_a_trl_method(all_tools):
    """transformers' get_json_schema (what TRL renders into the prompt) reads back KOPA's names,
    types, required parameters and enums from the generated methods."""
    from transformers.utils import get_json_schema

    from kopa_rl.trl import make_environment_factory

    environment = make_environment_factory(list(all_tools.values()))(client=object())
    for name, tool in all_tools.items():
        expected = tool["function"]["parameters"]
        derived = get_json_schema(getattr(environment, name))["function"]
        assert derived["name"] == name
        assert set(derived["parameters"]["properties"]) == set(expected["properties"]), name
        assert set(derived["parameters"].get("required", [])) == set(expected["required"]), name
        for prop_name, prop in expected["properties"].items():
            got = derived["parameters"]["properties"][prop_name]
            assert got["type"] == prop["type"], (name, prop_name, got)
            if prop.get("enum"):
                assert got["enum"] == prop["enum"], (name, prop_name)
