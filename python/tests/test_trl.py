"""TRL: KopaEnvironment factories, the reward, and one real GRPOTrainer step against the gateway."""

from __future__ import annotations

import inspect
import os
import time

import pytest

from kopa_rl.client import KopaError
from kopa_rl.trl import (
    KopaEnvironment,
    add_environment_column,
    environment_name,
    final_answer,
    kopa_reward,
    make_environment_factories,
    make_environment_factory,
)
from kopa_testkit import EXPIRED_TASK, WRITE_TASK, golden_steps, load_task, render_answer

os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")


def rows_for(client, task_ids: list[str]) -> list[dict]:
    """grpo/trl.jsonl-shaped rows (prompt, task_id, tools as names) from the gateway's own rollouts."""
    rows = []
    for task_id in task_ids:
        with client.session(task_id) as session:
            rows.append({"prompt": session.prompt, "task_id": task_id, "tools": session.tool_names, "environment": "kopa"})
    return rows


def tool_methods(environment: KopaEnvironment) -> dict:
    """The tools TRL would expose: public bound methods but reset/get_reward (grpo_trainer.py)."""
    return {
        name: member
        for name, member in inspect.getmembers(environment, predicate=inspect.ismethod)
        if name not in ("reset", "get_reward") and not name.startswith("_")
    }


def test_factory_methods_are_exactly_the_tools(client):
    with client.session(WRITE_TASK) as session:
        factory = make_environment_factory(session.tools)
        names = session.tool_names
    environment = factory()
    assert sorted(tool_methods(environment)) == sorted(names)
    assert not hasattr(environment, "get_reward"), "no get_reward: it cannot see the answer"
    signature = inspect.signature(environment.dart_get_company)
    assert list(signature.parameters) == ["crtfc_key", "corp_code"]
    assert signature.parameters["crtfc_key"].default is inspect.Parameter.empty
    search = inspect.signature(environment.dart_search_corp_code).parameters
    assert search["corp_name"].default is None and search["stock_code"].default is None


def test_environment_runs_the_golden_trajectory_and_the_reward_grades_it(client):
    """reset(**row) opens a rollout; methods call it; kopa_reward verifies the final answer and closes."""
    task = load_task(EXPIRED_TASK)
    rows = rows_for(client, [EXPIRED_TASK])
    environment = make_environment_factory(rows)()
    environment.reset(**rows[0])
    first_rollout = environment.kopa_rollout["rollout_id"]
    environment.reset(**rows[0])  # a pooled instance re-used for the next batch closes the old rollout
    with pytest.raises(KopaError) as gone:
        client.get(first_rollout)
    assert gone.value.status == 404

    def call(name, args):
        optional_none = {k: None for k in inspect.signature(getattr(environment, name)).parameters if k not in args}
        return getattr(environment, name)(**args, **optional_none)  # None-valued optionals are left out

    steps = golden_steps(task, environment.kopa_tools, call)
    rollout_id = environment.kopa_rollout["rollout_id"]
    assert len(client.get(rollout_id)["calls"]) == len(steps)
    completion = [
        {"role": "assistant", "content": "", "tool_calls": [{"type": "function", "function": {"name": "x", "arguments": {}}}]},
        {"role": "tool", "name": "x", "content": "..."},
        {"role": "assistant", "content": render_answer(task["golden"]["answer"]["facts"])},
    ]
    logged = {}
    scores = kopa_reward([completion], environments=[environment], task_id=[EXPIRED_TASK],
                         log_metric=lambda name, value: logged.__setitem__(name, value))
    assert scores == [1.0] and logged == {"kopa/success": 1.0}
    assert environment.kopa_rollout is None
    with pytest.raises(KopaError):
        client.get(rollout_id)


def test_bad_calls_and_rows_say_what_to_do(client):
    with client.session(WRITE_TASK) as session:
        environment = make_environment_factory(session.tools)()
    with pytest.raises(ValueError, match="task_id"):
        environment.reset(prompt=[])
    environment.reset(task_id=WRITE_TASK)
    with pytest.raises(TypeError, match="corp_code"):
        environment.dart_get_company(crtfc_key="k", corp="x")
    text = environment.dart_get_company(crtfc_key="wrong", corp_code="00126380")
    assert isinstance(text, str) and text  # a gateway error text is an answer for the model
    with pytest.raises(ValueError, match="environment_factory"):
        kopa_reward(["x"])
    environment._kopa_close()


def test_final_answer_is_the_text_after_the_last_tool_message():
    assert final_answer("plain") == "plain"
    assert final_answer([
        {"role": "assistant", "content": "thinking"},
        {"role": "tool", "content": "r"},
        {"role": "assistant", "content": [{"type": "text", "text": "답"}]},
    ]) == "답"
    assert final_answer([{"role": "assistant", "content": "a"}, {"role": "tool", "content": "r"}]) == ""


def test_dict_factories_one_per_tool_set(client):
    rows = rows_for(client, [WRITE_TASK, EXPIRED_TASK, WRITE_TASK])
    factories = make_environment_factories(rows)
    assert len(factories) == 2
    named = add_environment_column(rows)
    for row in named:
        environment = factories[row["environment"]]()
        assert sorted(tool_methods(environment)) == sorted(row["tools"])
    assert environment_name(["b", "a"]) == environment_name(["a", "b", "a"])


def test_grpo_trainer_step_with_kopa_environments(client, tmp_path):
    """One real GRPOTrainer step (TRL 1.13) with a dict environment_factory from kopa_rl.

    The policy is tests/tiny_policy.py: a scratch word-level tokenizer with TRL's Qwen2.5 template
    and a 1-layer Qwen2 hand-set to call dart_get_api_key once. Proves plumbing, not learning:
    reset opened a rollout per generation, TRL's tool loop executed the call in THAT rollout, the
    reward saw the environments and closed their rollouts.
    """
    from datasets import Dataset
    from trl import GRPOConfig, GRPOTrainer

    from tiny_policy import build_model, build_tokenizer, tool_call_text

    started = time.monotonic()
    call = tool_call_text("dart_get_api_key", {})
    tokenizer = build_tokenizer(call)
    model = build_model(tokenizer, call)
    rows = add_environment_column(rows_for(client, [WRITE_TASK]))
    factories = make_environment_factories(rows)
    seen: list[dict] = []

    def reward(completions, environments=None, **kwargs):
        for environment in environments:
            rollout_id = environment.kopa_rollout["rollout_id"]
            seen.append({"rollout_id": rollout_id, "task_id": environment.kopa_task_id,
                         "calls": client.get(rollout_id)["calls"], "completion": completions[len(seen) % 2]})
        return kopa_reward(completions, environments=environments, **kwargs)

    reward.__name__ = "kopa_reward"
    args = GRPOConfig(
        output_dir=str(tmp_path / "out"),
        max_steps=1,
        per_device_train_batch_size=2,
        num_generations=2,
        max_completion_length=128,
        max_tool_calling_iterations=1,
        use_cpu=True,
        bf16=False,
        report_to="none",
        logging_steps=1,
        save_strategy="no",
        seed=0,
    )
    trainer = GRPOTrainer(
        model=model,
        reward_funcs=[reward],
        args=args,
        train_dataset=Dataset.from_list(rows),
        processing_class=tokenizer,
        environment_factory=factories,
    )
    result = trainer.train()
    assert result.global_step == 1
    assert len(seen) == 2 and len({entry["rollout_id"] for entry in seen}) == 2, "one rollout per generation"
    for entry in seen:
        assert entry["task_id"] == WRITE_TASK
        assert [c["tool"] for c in entry["calls"]] == ["dart_get_api_key"], entry["calls"]
        with pytest.raises(KopaError):
            client.get(entry["rollout_id"])  # kopa_reward closed it
    logged = trainer.state.log_history[0]
    assert "rewards/kopa_reward/mean" in logged and "kopa/success" in logged, logged
    assert logged["tools/call_frequency"] == 1.0 and logged["tools/failure_frequency"] == 0.0, logged
    assert time.monotonic() - started < 120
