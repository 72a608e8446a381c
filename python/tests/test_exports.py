"""`datasets.load_dataset` on a KOPA export (`kopa synth tasks --out DIR`): set KOPA_EXPORT_DIR=DIR.

Checks what a trainer meets first: each file loads with ONE Arrow schema (no mixed-type failures),
every row reads back as it was written (Arrow merges struct fields across rows, so a dict column
whose keys vary per row comes back padded with None-valued keys), and every tool schema — as
written and as loaded — passes verl's rules.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from kopa_testkit import check_verl_schema

EXPORT = os.environ.get("KOPA_EXPORT_DIR")
pytestmark = pytest.mark.skipif(not EXPORT, reason="set KOPA_EXPORT_DIR to a `kopa synth tasks --out` directory")

JSONL = ["sft/openai.jsonl", "sft/trl.jsonl", "grpo/trl.jsonl"]


def export_file(name: str) -> Path:
    path = Path(EXPORT or ".") / name
    if not path.exists():
        pytest.fail(f"{path} is missing; KOPA_EXPORT_DIR must be a `kopa synth tasks --out` directory")
    return path


def raw_rows(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def padded_keys(loaded: Any, raw: Any, at: str = "") -> list[str]:
    """Paths where the loaded value has a None-valued key the raw row did not have."""
    found: list[str] = []
    if isinstance(raw, dict) and isinstance(loaded, dict):
        for key, value in loaded.items():
            if key not in raw:
                if value is None:
                    found.append(f"{at}.{key}")
                continue
            found += padded_keys(value, raw[key], f"{at}.{key}")
    elif isinstance(raw, list) and isinstance(loaded, list):
        for index, (left, right) in enumerate(zip(loaded, raw)):
            found += padded_keys(left, right, f"{at}[{index}]")
    return found


def tool_schemas(row: dict[str, Any]) -> list[dict[str, Any]]:
    return [tool for tool in row.get("tools") or [] if isinstance(tool, dict)]


@pytest.mark.parametrize("name", JSONL)
def test_jsonl_loads_with_one_schema(name):
    from datasets import load_dataset

    path = export_file(name)
    dataset = load_dataset("json", data_files=str(path), split="train")
    raw = raw_rows(path)
    assert len(dataset) == len(raw) > 0
    assert all(set(row) == set(raw[0]) for row in raw), f"{name}: rows have different columns"
    for row in raw:
        for tool in tool_schemas(row):
            check_verl_schema(tool)


@pytest.mark.parametrize("name", JSONL)
def test_jsonl_rows_read_back_unchanged(name):
    """A trainer reads the loaded rows, not the file: padded keys reach chat templates and tool schemas."""
    from datasets import load_dataset

    path = export_file(name)
    dataset = load_dataset("json", data_files=str(path), split="train")
    padded = []
    for index, (loaded, raw) in enumerate(zip(dataset, raw_rows(path))):
        padded += [f"row {index}{p}" for p in padded_keys(loaded, raw)]
        for tool in tool_schemas(loaded):
            check_verl_schema(tool)
    assert not padded, f"{name}: {len(padded)} None-padded keys after load_dataset, e.g. {padded[:5]}"


def test_verl_parquet_loads():
    from datasets import load_dataset

    path = export_file("grpo/verl.parquet")
    dataset = load_dataset("parquet", data_files=str(path), split="train")
    assert len(dataset) > 0
    for row in dataset:
        truth = json.loads(row["reward_model"]["ground_truth"])
        assert truth["task_id"] == row["extra_info"]["task_id"]
        kwargs = row["extra_info"]["tools_kwargs"]
        assert all(entry["create_kwargs"]["task_id"] == truth["task_id"] for entry in kwargs.values())
        assert [m["role"] for m in row["prompt"]] == ["system", "user"]


def test_verl_tool_config_schemas():
    path = Path(EXPORT or ".") / "grpo/verl_tool_config.yaml"
    if not path.exists():
        pytest.skip("no grpo/verl_tool_config.yaml in this export")
    yaml = pytest.importorskip("yaml")
    config = yaml.safe_load(path.read_text(encoding="utf-8"))
    for tool in config["tools"]:
        if tool.get("tool_schema") is not None:
            check_verl_schema(tool["tool_schema"])


# -------------------------------------------------------------------------------------------------
# The export end to end: a gateway serving the export's tasks.jsonl, the tool YAML instantiated the
# way verl's tool_registry instantiates NATIVE tools, verl.parquet rows driven through KopaTool as
# ToolAgentLoop drives it, and the exported grpo/kopa_reward.py on the Hermes transcript.


@pytest.fixture(scope="module")
def export_gateway(tmp_path_factory):
    from conftest import gateway_env, running_gateway

    tasks = export_file("tasks.jsonl")
    log = tmp_path_factory.mktemp("export-gateway") / "gateway.log"
    with running_gateway(str(tasks), log) as started, gateway_env(started):
        yield started


def registry_tools(config_path: Path) -> dict[str, Any]:
    """verl/tools/utils/tool_registry.py, NATIVE branch: import class_name, validate tool_schema,
    ``tool_cls(config=..., tool_schema=...)``, keyed by ``tool.name``."""
    import importlib

    import yaml

    from kopa_testkit import VerlToolSchema

    tools = {}
    for entry in yaml.safe_load(config_path.read_text(encoding="utf-8"))["tools"]:
        assert entry["config"]["type"] == "native"
        module_name, class_name = entry["class_name"].rsplit(".", 1)
        tool_cls = getattr(importlib.import_module(module_name), class_name)
        tool = tool_cls(config=entry["config"], tool_schema=VerlToolSchema.model_validate(entry["tool_schema"]))
        tools[tool.name] = tool
    return tools


def test_verl_export_rows_through_kopatool(export_gateway):
    import asyncio
    import importlib.util
    import uuid

    from datasets import load_dataset

    from kopa_rl.verl import KopaTool
    from kopa_testkit import FakeAgentData, golden_steps, hermes_solution, render_answer

    tools = registry_tools(export_file("grpo/verl_tool_config.yaml"))
    spec = importlib.util.spec_from_file_location("custom_module", export_file("grpo/kopa_reward.py"))
    reward = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(reward)
    schemas = [tool.tool_schema.model_dump(exclude_unset=True, exclude_none=True) for tool in tools.values()]

    rows = load_dataset("parquet", data_files=str(export_file("grpo/verl.parquet")), split="train")
    tried = graded = 0
    for row in rows:
        truth = json.loads(row["reward_model"]["ground_truth"])
        if any(action.get("allPages") for action in truth["expected_calls"]) or tried >= 3:
            continue
        tried += 1
        task = {"id": truth["task_id"], "golden": {"actions": truth["expected_calls"]}}
        agent_data = FakeAgentData(uuid.uuid4().hex)
        tools_kwargs = row["extra_info"]["tools_kwargs"]

        async def call_tool(name: str, args: dict) -> str:  # ToolAgentLoop._call_tool
            tool = tools[name]
            instance_id, _ = await tool.create(create_kwargs=tools_kwargs[name]["create_kwargs"])
            try:
                response, _, _ = await tool.execute(instance_id, args, agent_data=agent_data)
                return response.text
            finally:
                await tool.release(instance_id)

        steps = golden_steps(task, schemas, lambda n, a: asyncio.run(call_tool(n, a)))
        answer = render_answer(truth["facts"])
        rollout_id = KopaTool.rollout_id_for(agent_data.request_id)
        solution = hermes_solution(steps, answer)
        verified = reward.compute_score(row["data_source"], solution, row["reward_model"]["ground_truth"],
                                        {**row["extra_info"], "kopa_rollout_id": rollout_id},
                                        reward_router_address=None, reward_model_tokenizer=None)
        replayed = reward.compute_score(row["data_source"], solution, row["reward_model"]["ground_truth"],
                                        row["extra_info"], reward_router_address=None, reward_model_tokenizer=None)
        asyncio.run(KopaTool.close_trajectory(agent_data.request_id))
        assert verified["score"] == 1 and replayed["score"] == 1, (truth["task_id"], answer, verified, replayed)
        graded += 1
    assert graded > 0, "no exported row without paged reads to replay"
