"""KopaToolAgentLoop against stand-ins of verl's interface (tests/verl_stub.py), in a subprocess so
the stub modules never leak into other tests. This checks the loop's own logic — one rollout per
trajectory bound through the contextvar, the prompt restricted to the task's tools, the reward set
on the output, the rollout deleted — not verl itself, which is not installable here."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

SCRIPT = r'''
import asyncio, json, sys
sys.path[:0] = [TESTS, PYTHON]
import verl_stub
verl_stub.install()
from kopa_rl import verl as kv
from kopa_rl.client import ControlPlane
from kopa_testkit import EXPIRED_TASK, WRITE_TASK, OpenAIFunctionToolSchema, golden_steps, load_task, render_answer

client = ControlPlane()
task = load_task(WRITE_TASK)
with client.session(WRITE_TASK) as write, client.session(EXPIRED_TASK) as expired:
    offered = write.tool_names
    union = {t["function"]["name"]: t for t in expired.tools + write.tools}
    # The model's calls: the golden ones, with the (stable) key of an active-key task filled in.
    steps = golden_steps(task, write.tools, lambda n, a: write.call(n, a)["text"])
script = [[(n, a)] for n, a, _ in steps[:2]] + [[(n, a) for n, a, _ in steps[2:]]]  # last turn: parallel calls
config = {"type": "native"}
missing = "dart_remove_from_watchlist"  # offered but absent from the YAML: the loop adds it
tools = [kv.KopaTool(config=config, tool_schema=OpenAIFunctionToolSchema.model_validate(s))
         for name, s in union.items() if name != missing]
kwargs = {"raw_prompt": [], "extra_info": {"task_id": WRITE_TASK}, "tools_kwargs": {}, "script": script}

async def run(answer):
    loop = kv.KopaToolAgentLoop(tools, verl_stub.Tokenizer())
    before = client.rollouts()["live"]
    output = await loop.run({}, **kwargs, answer=answer)
    return {"reward_score": output.reward_score, "extra": output.extra_fields, "seen": loop.prompt_tools_seen,
            "restored": len(loop.tool_schemas), "live_delta": client.rollouts()["live"] - before,
            "has_missing": missing in loop.tools, "offered": offered, "union": len(union)}

good = asyncio.run(run(render_answer(task["golden"]["answer"]["facts"])))
bad = asyncio.run(run("모르겠습니다."))
print(json.dumps({"good": good, "bad": bad, "registry": verl_stub.registry}, ensure_ascii=False))
'''


def test_kopa_tool_agent_loop_with_verl_stubs(gateway):
    code = SCRIPT.replace("TESTS", repr(str(HERE))).replace("PYTHON", repr(str(HERE.parent)))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, env=os.environ.copy())
    assert done.returncode == 0, done.stderr[-3000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    good, bad = result["good"], result["bad"]
    assert result["registry"]["kopa_tool_agent"] == {"_target_": "kopa_rl.verl.KopaToolAgentLoop"}
    assert good["reward_score"] == 1.0, good
    info = good["extra"]["reward_extra_info"]
    assert info["success"] == 1.0 and info["kopa_calls"] == 5 and set(info) == {
        "score", "success", "kopa_response", "kopa_environment", "kopa_action", "kopa_calls"}
    assert sorted(good["seen"][0]) == sorted(good["offered"]), "the prompt shows the task's tools only"
    assert good["union"] > len(good["offered"]) and good["restored"] == good["union"] - 1
    assert good["has_missing"] is True
    assert good["live_delta"] == 0 and bad["live_delta"] == 0, "the rollout is deleted in finally"
    assert bad["reward_score"] < 0.5 and bad["extra"]["reward_extra_info"]["success"] == 0.0
    assert set(bad["extra"]["reward_extra_info"]) == set(info), "same keys for every sample"
