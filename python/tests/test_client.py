"""ControlPlane against the real gateway (routes, errors) and a local stub (retries)."""

from __future__ import annotations

import http.server
import json
import threading
import uuid

import pytest

from kopa_rl.client import ControlPlane, KopaError
from kopa_testkit import WRITE_TASK


def test_routes_round_trip(client):
    rollout_id = f"test-{uuid.uuid4().hex[:12]}"
    rollout = client.create(WRITE_TASK, rollout_id)
    assert rollout["rollout_id"] == rollout_id and rollout["task_id"] == WRITE_TASK
    assert rollout["mcp_url"].endswith(f"/rollouts/{rollout_id}/mcp")
    assert [m["role"] for m in rollout["prompt"]] == ["system", "user"]
    assert rollout_id in client.rollouts()["rollouts"]
    assert WRITE_TASK in client.tasks()
    result = client.call(rollout_id, "dart_get_api_key", {})
    assert result["isError"] is False and json.loads(result["text"])["param"] == "crtfc_key"
    grade = client.verify(rollout_id, answer="모르겠습니다")
    assert set(grade) >= {"score", "success", "components", "explanation", "calls"} and grade["calls"] == 1
    assert client.get(rollout_id)["calls"][0]["tool"] == "dart_get_api_key"
    assert client.delete(rollout_id) is True
    assert client.delete(rollout_id) is False  # idempotent


def test_gateway_errors_carry_status_and_message(client):
    with pytest.raises(KopaError) as unknown:
        client.create("nope-001")
    assert unknown.value.status == 400 and "unknown task_id" in unknown.value.message
    with client.session(WRITE_TASK) as session:
        with pytest.raises(KopaError) as taken:
            client.create(WRITE_TASK, session.rollout_id)
        assert taken.value.status == 409
        offered = session.call("dart_list_disclosures", {})
        assert offered["isError"] is True and "Offered:" in offered["text"]
    with pytest.raises(KopaError) as gone:
        client.get("no-such-rollout")
    assert gone.value.status == 404


def test_bad_input_is_refused_before_sending(client):
    with pytest.raises(ValueError, match="exactly one of"):
        client.verify("x", answer="a", solution_str="b")
    with pytest.raises(ValueError, match="exactly one of"):
        client.score(WRITE_TASK)
    with pytest.raises(ValueError, match="JSON object"):
        client.call("x", "dart_get_api_key", ["not", "a", "dict"])
    with pytest.raises(ValueError, match="http"):
        ControlPlane("localhost:7300")


def test_token_is_never_shown(gateway):
    wrong = ControlPlane(gateway.url, "sekrit-token-value")
    assert "sekrit" not in repr(wrong)
    with pytest.raises(KopaError) as denied:
        wrong.tasks()
    assert denied.value.status == 401 and "sekrit" not in str(denied.value)
    with pytest.raises(KopaError, match="KOPA_ADMIN_TOKEN"):
        ControlPlane(gateway.url, "").tasks()


class _Flaky(http.server.BaseHTTPRequestHandler):
    """Answers 503 twice, then 200; a 500 is never retried."""

    hits = 0

    def do_GET(self):  # noqa: N802
        type(self).hits += 1
        status = 500 if self.path == "/rollouts/tasks?500" else (503 if type(self).hits <= 2 else 200)
        body = json.dumps({"tasks": ["t"]} if status == 200 else {"error": f"status {status}"}).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def test_retries_only_on_502_503():
    server = http.server.HTTPServer(("127.0.0.1", 0), _Flaky)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        flaky = ControlPlane(f"http://127.0.0.1:{server.server_port}", "t")
        assert flaky.tasks() == ["t"] and _Flaky.hits == 3
        _Flaky.hits = 10
        with pytest.raises(KopaError) as failed:
            flaky._request("GET", "/rollouts/tasks?500")
        assert failed.value.status == 500 and _Flaky.hits == 11
    finally:
        server.shutdown()


def test_unreachable_gateway_says_how_to_fix():
    with pytest.raises(KopaError, match="kopa serve --http"):
        ControlPlane("http://127.0.0.1:9", "t", timeout=2).tasks()
