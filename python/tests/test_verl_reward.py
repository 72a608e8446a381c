"""The verl reward file, loaded by PATH as verl does (custom_reward_function.path), with the kwargs
verl's reward managers pass (verl/experimental/reward_loop/reward_manager/naive.py)."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from kopa_testkit import EXPIRED_TASK, WRITE_TASK, golden_steps, hermes_solution, load_task, render_answer

REWARD_FILE = Path(__file__).resolve().parents[1] / "kopa_rl" / "verl_reward.py"
VERL_KWARGS = {"reward_router_address": None, "reward_model_tokenizer": None}
KEYS = {"score", "success", "kopa_response", "kopa_environment", "kopa_action"}


@pytest.fixture(scope="module")
def reward():
    """The file as verl's load_extern_object loads it: a module from a path, nothing else on sys.path."""
    spec = importlib.util.spec_from_file_location("custom_module", REWARD_FILE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_reward_file_is_self_contained():
    source = REWARD_FILE.read_text()
    imports = {line.split()[1].split(".")[0] for line in source.splitlines() if line.startswith(("import ", "from "))}
    assert imports <= {"__future__", "http", "json", "os", "time", "urllib", "typing"}, imports
    assert "kopa_rl" not in source.replace("no kopa_rl imports", "")


def golden_transcript(client, task_id: str, rename=str, dump: bool = False) -> tuple[str, str, str]:
    """Runs the golden calls in a real rollout; returns (rollout_id, solution_str, answer). With
    ``dump`` the answer is every tool output pasted together instead of the golden answer."""
    task = load_task(task_id)
    rollout = client.create(task_id)
    steps = golden_steps(task, rollout["tools"], lambda n, a: client.call(rollout["rollout_id"], n, a)["text"])
    answer = render_answer(task["golden"]["answer"]["facts"])
    if dump:
        answer = "\n".join(text for _, _, text in steps)
    return rollout["rollout_id"], hermes_solution(steps, answer, rename), answer


def ground_truth(task_id: str) -> str:
    task = load_task(task_id)
    return json.dumps({"task_id": task_id, "facts": task["golden"]["answer"]["facts"]}, ensure_ascii=False)


@pytest.mark.parametrize("task_id", [WRITE_TASK, EXPIRED_TASK])
def test_golden_solution_replayed_scores_1(task_id, reward, client):
    """No rollout id: /rollouts/score reads the calls out of the text and replays them."""
    rollout_id, solution, _ = golden_transcript(client, task_id)
    client.delete(rollout_id)
    result = reward.compute_score("kopa-edge", solution, ground_truth(task_id), {"split": "train", "index": 0}, **VERL_KWARGS)
    assert set(result) == KEYS and all(isinstance(v, float) for v in result.values())
    assert result["score"] == 1 and result["success"] == 1.0, result


def test_task_id_from_extra_info_and_prefixed_names(reward, client):
    """extra_info.task_id wins over ground_truth; trainer-prefixed names in the text map to the bare tools."""
    rollout_id, solution, _ = golden_transcript(client, WRITE_TASK, rename=lambda name: f"kopa_{name}")
    client.delete(rollout_id)
    assert '"name": "kopa_dart_add_to_watchlist"' in solution
    result = reward.compute_score("kopa-edge", solution, "not json", {"task_id": WRITE_TASK}, **VERL_KWARGS)
    assert result["score"] == 1, result


def test_rollout_id_in_extra_info_verifies_that_session(reward, client):
    rollout_id, solution, _ = golden_transcript(client, EXPIRED_TASK)
    try:
        extra = {"kopa_rollout_id": rollout_id, "task_id": EXPIRED_TASK, "num_turns": 9, "turn_scores": []}
        assert reward.compute_score("kopa-edge", solution, ground_truth(EXPIRED_TASK), extra, **VERL_KWARGS)["score"] == 1
        # The session's log is the truth: a transcript without calls still gets the session's grade.
        answer_only = solution.rsplit("</tool_response>", 1)[1]
        assert reward.compute_score("kopa-edge", answer_only, None, extra)["score"] == 1
    finally:
        client.delete(rollout_id)


def test_bad_solutions_score_below_half(reward, client):
    rollout_id, solution, answer = golden_transcript(client, WRITE_TASK)
    client.delete(rollout_id)
    truth = ground_truth(WRITE_TASK)
    no_calls = reward.compute_score("kopa-edge", answer, truth, {}, **VERL_KWARGS)
    wrong = reward.compute_score("kopa-edge", solution.replace("00164779", "00126380"), truth, {}, **VERL_KWARGS)
    dump_id, dump_solution, _ = golden_transcript(client, EXPIRED_TASK, dump=True)
    client.delete(dump_id)
    dump = reward.compute_score("kopa-edge", dump_solution, ground_truth(EXPIRED_TASK), {}, **VERL_KWARGS)
    for result in (no_calls, wrong, dump):
        assert result["score"] < 0.5 and result["success"] == 0.0, result


def test_missing_task_id_is_a_clear_error(reward, gateway):
    with pytest.raises(reward.KopaRewardError, match="task_id"):
        reward.compute_score("kopa-edge", "x", "not json", {})
    with pytest.raises(reward.KopaRewardError, match="unknown task_id"):
        reward.compute_score("kopa-edge", "x", json.dumps({"task_id": "nope-001"}), None)


def test_wrong_token_never_leaks(reward, gateway, monkeypatch):
    monkeypatch.setenv("KOPA_ADMIN_TOKEN", "sekrit-wrong-token")
    with pytest.raises(reward.KopaRewardError) as caught:
        reward.compute_score("kopa-edge", "x", None, {"task_id": WRITE_TASK})
    assert "401" in str(caught.value) and "sekrit" not in str(caught.value)
