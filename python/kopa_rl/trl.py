"""TRL GRPO adapters: ``environment_factory`` environments backed by KOPA rollouts, and a reward.

What TRL 1.13 does (trl/trainer/grpo_trainer.py, read from the installed source):

- ``environment_factory`` is a zero-argument callable (or a ``{name: callable}`` dict). At init TRL
  calls it ONCE per entry to probe an instance: ``reset`` is required, ``get_reward`` is optional,
  and every other public bound method becomes a tool. The prompt's tool schema comes from that
  probe (``self._env_tools[name]``) through transformers' ``get_json_schema``, which needs a type
  hint per parameter and a Google-style ``Args:`` line per parameter. Tools are looked up by
  ``method.__name__``.
- Instances are pooled: one per rollout in a batch, reused across batches; before generation TRL
  calls ``reset(**row)`` with every column of the row (in dict mode without ``environment``). A
  non-None return is appended to the last prompt message.
- With a dict factory, each row's ``environment`` column picks its environment and ONLY that
  environment's tools are rendered in its prompt. With a single callable every prompt shows the
  probe's tools, so per-task tool sets need the dict form (:func:`make_environment_factories`).
- Tool calls run as ``method(**arguments)``; the result is sent to the model as ``str(result)``;
  an exception becomes ``{"error": str(e)}``.
- ``get_reward()`` takes no argument, so it cannot see the final answer; KOPA's grade needs it, so
  these environments do not define it and :func:`kopa_reward` (which TRL calls with
  ``environments=``) grades instead.
"""

from __future__ import annotations

import hashlib
import inspect
import json
import keyword
import re
from collections.abc import Iterable, Mapping
from typing import Any, ClassVar, Optional

from .client import ControlPlane

JSON_TYPES: dict[str, type] = {
    "string": str,
    "integer": int,
    "number": float,
    "boolean": bool,
    "array": list,
    "object": dict,
}


class KopaEnvironment:
    """One KOPA rollout per TRL rollout. Subclasses made by :func:`make_environment_factory` add one
    method per tool; this base has no public method but ``reset`` (TRL would expose it as a tool).
    """

    #: The trainer-safe schemas this class's methods were generated from.
    kopa_tools: ClassVar[list[dict[str, Any]]] = []
    #: The client every instance of the class shares (stateless, so sharing is safe).
    kopa_default_client: ClassVar[ControlPlane | None] = None

    def __init__(self, client: ControlPlane | None = None):
        self.kopa_client = client or type(self).kopa_default_client or ControlPlane()
        self.kopa_rollout: dict[str, Any] | None = None
        self.kopa_task_id: str | None = None
        self.kopa_grade: dict[str, Any] | None = None

    def reset(self, **kwargs: Any) -> None:
        """Opens a rollout of the row's ``task_id`` (closing the previous one); adds nothing to the prompt."""
        self._kopa_close()
        task_id = kwargs.get("task_id")
        if not task_id:
            raise ValueError(
                "KopaEnvironment.reset needs a `task_id` column in the dataset (grpo/trl.jsonl has one); "
                f"this row has columns {sorted(kwargs)}"
            )
        self.kopa_task_id = str(task_id)
        self.kopa_grade = None
        self.kopa_rollout = self.kopa_client.create(self.kopa_task_id)
        return None

    # -- private helpers (underscored: TRL would turn public methods into tools) ---------------------

    def _kopa_rollout_id(self) -> str:
        # A method, not a property: inspect.getmembers (TRL's tool probe) evaluates properties.
        if self.kopa_rollout is None:
            raise RuntimeError("no open KOPA rollout: TRL calls reset(**row) before tools; was reset skipped?")
        return self.kopa_rollout["rollout_id"]

    def _kopa_call(self, name: str, arguments: dict[str, Any]) -> str:
        """The tool's text, exactly as the model should read it (errors included: they are answers)."""
        return self.kopa_client.call(self._kopa_rollout_id(), name, arguments).get("text", "")

    def _kopa_verify(self, answer: str) -> dict[str, Any]:
        self.kopa_grade = self.kopa_client.verify(self._kopa_rollout_id(), answer=answer)
        return self.kopa_grade

    def _kopa_close(self) -> None:
        if self.kopa_rollout is not None:
            rollout_id = self.kopa_rollout["rollout_id"]
            self.kopa_rollout = None
            self.kopa_client.delete(rollout_id)


# ------------------------------------------------------------------------------------------------
# Tool methods from JSON schemas


def _python_type(schema: Mapping[str, Any]) -> Any:
    """The annotation get_json_schema maps back to the schema's JSON type."""
    json_type = schema.get("type", "string")
    if json_type == "array" and isinstance(schema.get("items"), Mapping) and schema["items"].get("type") in JSON_TYPES:
        return list[JSON_TYPES[schema["items"]["type"]]]  # type: ignore[index]
    if json_type not in JSON_TYPES:
        raise ValueError(f"unsupported JSON type {json_type!r}; trainer-safe schemas use one of {sorted(JSON_TYPES)}")
    return JSON_TYPES[json_type]


_SECTION = re.compile(r"\b(Args|Returns|Raises):")


def _one_line(text: Any) -> str:
    """Docstring-safe text: one line, and no word that get_json_schema reads as a section header."""
    flat = " ".join(str(text or "").split())
    return _SECTION.sub(lambda match: f"{match.group(1)} :", flat)


def _check_name(tool: str, name: str) -> None:
    if not name.isidentifier() or keyword.iskeyword(name) or name == "self":
        raise ValueError(
            f"{tool}: parameter {name!r} cannot be a Python parameter name, and TRL builds tool schemas "
            "from method signatures; rename it in the schema (and map it back) or call it through tools=[...]"
        )


def _docstring(description: str, properties: Mapping[str, Any]) -> str:
    lines = [_one_line(description) or "A KOPA tool."]
    if properties:
        lines += ["", "Args:"]
        for name, schema in properties.items():
            text = _one_line(schema.get("description")) or f"{schema.get('type', 'string')} value"
            enum = schema.get("enum")
            if isinstance(enum, list) and enum:
                text += " (choices: " + _json_list(enum) + ")"
            lines.append(f"    {name}: {text}")
    return "\n".join(lines)


def _json_list(values: list[Any]) -> str:
    return json.dumps(values, ensure_ascii=False)


def tool_method(tool: Mapping[str, Any]):
    """A method ``(self, *, <KOPA params>) -> str`` for one OpenAI tool schema.

    The signature, annotations and docstring are what transformers' get_json_schema reads, so the
    schema TRL renders has the KOPA names (``crtfc_key``, ``corp_code``), types, required list and
    enums. Optional parameters default to None and are left out of the call.
    """
    function = tool.get("function") if isinstance(tool, Mapping) else None
    if not isinstance(function, Mapping) or not isinstance(function.get("name"), str):
        raise ValueError(f"not an OpenAI tool schema ({{type: function, function: {{name, parameters}}}}): {tool!r:.120}")
    name = function["name"]
    if not name.isidentifier() or keyword.iskeyword(name):
        raise ValueError(f"tool name {name!r} is not a Python identifier; TRL looks tools up by method name")
    parameters = function.get("parameters") or {}
    properties: Mapping[str, Any] = parameters.get("properties") or {}
    required = set(parameters.get("required") or [])
    signature_parameters = [inspect.Parameter("self", inspect.Parameter.POSITIONAL_OR_KEYWORD)]
    annotations: dict[str, Any] = {}
    for parameter, schema in properties.items():
        _check_name(name, parameter)
        annotation = _python_type(schema)
        if parameter in required:
            annotations[parameter] = annotation
            default = inspect.Parameter.empty
        else:
            annotations[parameter] = Optional[annotation]
            default = None
        signature_parameters.append(
            inspect.Parameter(parameter, inspect.Parameter.KEYWORD_ONLY, default=default, annotation=annotations[parameter])
        )
    signature = inspect.Signature(signature_parameters)

    def method(self: KopaEnvironment, **arguments: Any) -> str:
        try:
            signature.bind(self, **arguments)
        except TypeError as error:
            takes = ", ".join(f"{p} (required)" if p in required else p for p in properties) or "no arguments"
            raise TypeError(f"{name}: {error}; it takes {takes}") from None
        return self._kopa_call(name, {key: value for key, value in arguments.items() if value is not None})

    method.__name__ = name
    method.__qualname__ = f"KopaEnvironment.{name}"
    method.__doc__ = _docstring(function.get("description", ""), properties)
    method.__signature__ = signature  # type: ignore[attr-defined]
    method.__annotations__ = annotations
    return method


# ------------------------------------------------------------------------------------------------
# Factories


def _is_schema_list(items: list[Any]) -> bool:
    return all(isinstance(item, Mapping) and "function" in item for item in items)


def make_environment_factory(
    tools: Iterable[Mapping[str, Any]],
    url: str | None = None,
    token: str | None = None,
    *,
    timeout: float = 60,
    client: ControlPlane | None = None,
) -> type[KopaEnvironment]:
    """An ``environment_factory`` for GRPOTrainer: a KopaEnvironment subclass with one method per tool.

    Args:
        tools: OpenAI tool schemas (e.g. a rollout's ``tools``), or the dataset rows (``task_id`` and
            ``tools`` columns, as in grpo/trl.jsonl) whose tools are then read from the gateway.
        url, token: the gateway and admin token (default: $KOPA_GATEWAY_URL, $KOPA_ADMIN_TOKEN).
    """
    client = client or ControlPlane(url=url, token=token, timeout=timeout)
    items = list(tools)
    if not items:
        raise ValueError("make_environment_factory needs at least one tool schema (or dataset row)")
    schemas = items if _is_schema_list(items) else dataset_tools(items, client=client)
    return _environment_class(schemas, client)


def _environment_class(schemas: list[Mapping[str, Any]], client: ControlPlane) -> type[KopaEnvironment]:
    names = [schema["function"]["name"] for schema in schemas]
    if len(set(names)) != len(names):
        raise ValueError(f"tool names repeat: {sorted(n for n in set(names) if names.count(n) > 1)}")
    methods = {name: tool_method(schema) for name, schema in zip(names, schemas)}
    for name in methods:
        if hasattr(KopaEnvironment, name) or name == "get_reward":
            raise ValueError(f"tool name {name!r} collides with a KopaEnvironment attribute")
    attributes: dict[str, Any] = {
        **methods,
        "kopa_tools": [dict(schema) for schema in schemas],
        "kopa_default_client": client,
        "__doc__": f"KOPA environment with tools: {', '.join(names)}",
    }
    return type(environment_name(names).replace("-", "_"), (KopaEnvironment,), attributes)


def environment_name(tool_names: Iterable[str]) -> str:
    """A stable name for a tool set: ``kopa-<10 hex>`` of the sorted names."""
    joined = ",".join(sorted(set(tool_names)))
    return "kopa-" + hashlib.sha1(joined.encode("utf-8")).hexdigest()[:10]


def _row_tool_names(row: Mapping[str, Any]) -> list[str] | None:
    tools = row.get("tools")
    if not tools:
        return None
    return [tool if isinstance(tool, str) else tool["function"]["name"] for tool in tools]


def _tool_sets(rows: Iterable[Mapping[str, Any]]) -> dict[str, tuple[str, list[str] | None]]:
    """{key: (a task id, its tool names or None)}, one entry per distinct tool set (or task when unknown)."""
    groups: dict[str, tuple[str, list[str] | None]] = {}
    for row in rows:
        task_id = row.get("task_id")
        if not task_id:
            raise ValueError(f"dataset rows need a `task_id` column; got columns {sorted(row)}")
        names = _row_tool_names(row)
        key = environment_name(names) if names else f"task:{task_id}"
        groups.setdefault(key, (str(task_id), names))
    return groups


def _offered(client: ControlPlane, task_id: str, names: list[str] | None) -> list[dict[str, Any]]:
    """The task's trainer-safe tool schemas, read from a throwaway rollout."""
    with client.session(task_id) as session:
        tools = session.tools
    if names is not None and sorted(names) != sorted(t["function"]["name"] for t in tools):
        raise ValueError(
            f"the dataset lists tools {sorted(names)} for {task_id}, but the gateway offers "
            f"{sorted(t['function']['name'] for t in tools)}; serve the same task set the dataset was exported from"
        )
    return tools


def dataset_tools(rows: Iterable[Mapping[str, Any]], client: ControlPlane | None = None) -> list[dict[str, Any]]:
    """The union of the tool schemas a dataset's tasks offer (one probe rollout per distinct tool set)."""
    client = client or ControlPlane()
    union: dict[str, dict[str, Any]] = {}
    for task_id, names in _tool_sets(rows).values():
        for tool in _offered(client, task_id, names):
            union.setdefault(tool["function"]["name"], tool)
    return list(union.values())


def make_environment_factories(
    rows: Iterable[Mapping[str, Any]],
    url: str | None = None,
    token: str | None = None,
    *,
    timeout: float = 60,
    client: ControlPlane | None = None,
) -> dict[str, type[KopaEnvironment]]:
    """A dict ``environment_factory``: one environment per distinct tool set of the dataset, so each
    prompt shows only its task's tools. Rows select theirs by ``environment`` column — set it with
    :func:`add_environment_column` (it replaces the export's constant ``"kopa"``)."""
    client = client or ControlPlane(url=url, token=token, timeout=timeout)
    factories: dict[str, type[KopaEnvironment]] = {}
    for key, (task_id, names) in _tool_sets(rows).items():
        schemas = _offered(client, task_id, names)
        name = environment_name(t["function"]["name"] for t in schemas)
        factories.setdefault(name, _environment_class(schemas, client))
    return factories


def add_environment_column(dataset: Any) -> Any:
    """Sets each row's ``environment`` to its tool set's name (needs a ``tools`` column of names or schemas).

    Works on a ``datasets.Dataset`` (through ``.map``) or a list of dicts.
    """

    def name_of(row: Mapping[str, Any]) -> dict[str, str]:
        names = _row_tool_names(row)
        if not names:
            raise ValueError("add_environment_column needs a `tools` column (grpo/trl.jsonl has one)")
        return {"environment": environment_name(names)}

    if hasattr(dataset, "map") and not isinstance(dataset, list):
        return dataset.map(name_of)
    return [{**row, **name_of(row)} for row in dataset]


# ------------------------------------------------------------------------------------------------
# Reward


def final_answer(completion: Any) -> str:
    """The assistant text after the last tool message (conversational), or the text itself."""
    if isinstance(completion, str):
        return completion
    parts: list[str] = []
    for message in completion or []:
        role = message.get("role")
        if role == "tool":
            parts = []
        elif role == "assistant":
            content = message.get("content")
            if isinstance(content, list):
                content = "".join(p.get("text", "") for p in content if isinstance(p, Mapping))
            if content:
                parts.append(str(content))
    return "\n".join(parts).strip()


def kopa_reward(
    completions: list[Any],
    environments: list[Any] | None = None,
    task_id: list[str] | None = None,
    **kwargs: Any,
) -> list[float]:
    """GRPO reward: grades each rollout's own KOPA session against the completion's final answer,
    then closes the rollout. Logs ``kopa/success`` through TRL's ``log_metric`` when given."""
    if environments is None:
        raise ValueError(
            "kopa_reward grades KOPA rollouts: pass environment_factory=make_environment_factory(...) "
            "(or make_environment_factories(...)) to GRPOTrainer"
        )
    if len(environments) != len(completions):
        raise ValueError(f"{len(completions)} completions but {len(environments)} environments")
    scores: list[float] = []
    successes: list[float] = []
    for completion, environment in zip(completions, environments):
        if not isinstance(environment, KopaEnvironment):
            raise ValueError(f"kopa_reward needs KopaEnvironment instances, got {type(environment).__name__}")
        try:
            grade = environment._kopa_verify(final_answer(completion))
        finally:
            environment._kopa_close()
        scores.append(float(grade["score"]))
        successes.append(float(bool(grade.get("success"))))
    log_metric = kwargs.get("log_metric")
    if callable(log_metric) and successes:
        log_metric("kopa/success", sum(successes) / len(successes))
    return scores
