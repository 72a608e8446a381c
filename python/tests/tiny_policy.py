"""A tiny offline policy for a real GRPOTrainer step: a word-level tokenizer built from scratch and a
1-layer Qwen2 whose weights are set by hand so that it emits one KOPA tool call.

Why hand-set weights: a random 32-wide model never emits a well-formed ``<tool_call>``, so TRL's
tool loop (and with it the KOPA environment) would never run. With every attention output and MLP
output projection at zero, the residual stream is the current token's embedding; with one-hot
embeddings the logits are a lookup table, i.e. a bigram model. The table sends the last token of
the generation prompt (``\\n`` after ``<|im_start|>assistant``) to one added token holding a whole
tool call, and that token to ``<|im_end|>`` (EOS). Sampling at temperature 1 still picks them with
probability ≈ 1 (logit margin ≈ 57). Everything else is stock: TRL's Qwen2.5 chat template (so
``add_response_schema`` recognises it and parses the call), TRL's tool loop and GRPO loss.
"""

from __future__ import annotations

import json

import torch
from tokenizers import AddedToken, Regex, Tokenizer, decoders, models, pre_tokenizers
from transformers import PreTrainedTokenizerFast, Qwen2Config, Qwen2ForCausalLM

HIDDEN = 32


def tool_call_text(name: str, arguments: dict) -> str:
    """Exactly what the Qwen2.5 template renders for one call (so re-rendering tokenizes the same)."""
    return f'<tool_call>\n{{"name": "{name}", "arguments": {json.dumps(arguments)}}}\n</tool_call>'


def build_tokenizer(call: str) -> PreTrainedTokenizerFast:
    from trl.chat_template_utils import qwen2_5_chat_template

    words = ["[UNK]", "\n", " ", "system", "user", "assistant", "tool", "tool_response", "<", ">", "/", "{", "}", '"', ":", ","]
    tokenizer = Tokenizer(models.WordLevel({word: index for index, word in enumerate(words)}, unk_token="[UNK]"))
    # Newlines, runs of other spaces, words and single punctuation marks; Fuse() joins them back
    # without separators, so decode(encode(text)) == text for in-vocabulary text.
    tokenizer.pre_tokenizer = pre_tokenizers.Split(Regex(r"\n|[^\S\n]+|\w+|[^\w\s]"), behavior="isolated")
    tokenizer.decoder = decoders.Fuse()
    tokenizer.add_special_tokens(["<|endoftext|>", "<|im_start|>", "<|im_end|>"])
    tokenizer.add_tokens([AddedToken(call, normalized=False, special=False)])
    fast = PreTrainedTokenizerFast(
        tokenizer_object=tokenizer, eos_token="<|im_end|>", pad_token="<|endoftext|>", unk_token="[UNK]"
    )
    fast.chat_template = qwen2_5_chat_template
    return fast


def build_model(tokenizer: PreTrainedTokenizerFast, call: str) -> Qwen2ForCausalLM:
    vocab = len(tokenizer)
    assert vocab <= HIDDEN, f"one-hot embeddings need vocab ({vocab}) ≤ hidden ({HIDDEN})"
    config = Qwen2Config(
        vocab_size=vocab,
        hidden_size=HIDDEN,
        intermediate_size=2 * HIDDEN,
        num_hidden_layers=1,
        num_attention_heads=4,
        num_key_value_heads=2,
        max_position_embeddings=32768,
        tie_word_embeddings=False,
        eos_token_id=tokenizer.eos_token_id,
        pad_token_id=tokenizer.pad_token_id,
        bos_token_id=None,
    )
    torch.manual_seed(0)
    model = Qwen2ForCausalLM(config)
    newline = tokenizer.convert_tokens_to_ids("\n")
    call_id = tokenizer.convert_tokens_to_ids(call)
    eos = tokenizer.eos_token_id
    with torch.no_grad():
        for layer in model.model.layers:
            layer.self_attn.o_proj.weight.zero_()
            layer.mlp.down_proj.weight.zero_()
        model.model.embed_tokens.weight.zero_()
        model.model.embed_tokens.weight[:, :vocab] = torch.eye(vocab)
        model.lm_head.weight.zero_()
        for token in range(vocab):
            model.lm_head.weight[eos, token] = 10.0
        model.lm_head.weight[eos, newline] = 0.0
        model.lm_head.weight[call_id, newline] = 10.0
    model.generation_config.eos_token_id = eos
    model.generation_config.pad_token_id = tokenizer.pad_token_id
    return model
