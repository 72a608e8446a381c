"""kopa-rl: trainer adapters for the KOPA rollout control plane (verl, TRL).

The core (:mod:`kopa_rl.client`) is standard library only; the trainer modules import their
trainer lazily or not at all (:mod:`kopa_rl.verl` falls back to a local BaseTool stand-in).
"""

from .client import ControlPlane, KopaError, RolloutSession

__all__ = ["ControlPlane", "KopaError", "RolloutSession"]
__version__ = "0.1.0"
