"""MCP clients as verl's MCPClientManager builds them (verl/tools/utils/mcp_clients/McpClientManager.py):
``fastmcp.Client({"mcpServers": {name: {"url": ..., "transport": "http"}}})``, then
``list_tools_mcp()`` and ``call_tool_mcp(name, parameters)``."""

from __future__ import annotations

import asyncio
import json

import fastmcp

from kopa_testkit import WRITE_TASK


def mcp_client(servers: dict[str, str]) -> fastmcp.Client:
    return fastmcp.Client({"mcpServers": {name: {"url": url, "transport": "http"} for name, url in servers.items()}})


def test_one_server_the_rollouts_mcp_url(client):
    """One server: no prefix; the tools are exactly the task's offered tools, bound to the rollout."""
    with client.session(WRITE_TASK) as session:

        async def run():
            async with mcp_client({"kopa": session.mcp_url}) as mcp:
                listed = await mcp.list_tools_mcp()
                result = await mcp.call_tool_mcp("dart_get_api_key", {})
                return [tool.name for tool in listed.tools], result

        names, result = asyncio.run(run())
        assert sorted(names) == sorted(session.tool_names)
        assert json.loads(result.content[0].text)["param"] == "crtfc_key"
        calls = session.get()["calls"]
        assert [call.get("tool") or call.get("name") for call in calls] == ["dart_get_api_key"], calls


def test_two_servers_prefix_names_and_the_gateway_undoes_it(gateway, client):
    """Two servers: fastmcp mounts each under its config name, so a tool is ``<server>_<tool>``:
    /mcp/dart's dart_get_api_key is listed as ``dart_dart_get_api_key``. Those names, passed to a
    rollout's /call or inside a transcript for /rollouts/score, still mean the bare tool."""

    async def run():
        servers = {"dart": f"{gateway.url}/mcp/dart", "krx": f"{gateway.url}/mcp/krx"}
        async with mcp_client(servers) as mcp:
            listed = await mcp.list_tools_mcp()
            result = await mcp.call_tool_mcp("dart_dart_get_api_key", {})
            return [tool.name for tool in listed.tools], result

    names, result = asyncio.run(run())
    assert "dart_dart_get_api_key" in names and "krx_krx_get_api_key" in names
    assert all(name.startswith(("dart_dart_", "krx_krx_")) for name in names), names[:5]
    assert json.loads(result.content[0].text)["param"] == "crtfc_key"

    with client.session(WRITE_TASK) as session:
        answer = session.call("dart_dart_get_api_key", {})
        assert answer["isError"] is False and json.loads(answer["text"])["param"] == "crtfc_key"
        also = session.call("kopa_dart_get_api_key", {})
        assert also["isError"] is False
        logged = [call.get("tool") or call.get("name") for call in session.get()["calls"]]
        assert logged == ["dart_get_api_key", "dart_get_api_key"], logged
