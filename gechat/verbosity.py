"""Third-party chatter (progress bars, warnings, INFO logs) kept off the command line's output.

``gechat`` calls :func:`configure` once; unless ``--verbose`` is given, Python
warnings from other packages are ignored, only errors are logged for them
(GE-Chat's own user warnings and log warnings still show; resource and
deprecation warnings do not), and the Hugging Face libraries' progress
bars and logs are switched off through their own APIs by :func:`quiet_hf`,
which the modules that import them call right after importing. Nothing is
written to ``os.environ``. Used as a library, GE-Chat changes none of this.
"""

from __future__ import annotations

import logging
import sys
import warnings

_quiet = False


def configure(*, verbose: bool) -> None:
    """Set up warnings and logging for one command-line run."""
    global _quiet
    _quiet = not verbose
    if verbose:
        logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
        logging.getLogger("gechat").setLevel(logging.INFO)
        return
    warnings.filterwarnings("ignore")
    warnings.filterwarnings("default", category=UserWarning, module=r"gechat(\.|$)")
    logging.basicConfig(level=logging.ERROR, format="%(levelname)s %(name)s: %(message)s")
    logging.getLogger("gechat").setLevel(logging.WARNING)
    quiet_hf()


def quiet_hf() -> None:
    """In quiet mode, switch off the progress bars and logs of the Hugging Face libraries already imported."""
    if not _quiet:
        return
    if "transformers" in sys.modules:
        from transformers.utils import logging as hf_logging

        hf_logging.set_verbosity_error()
        hf_logging.disable_progress_bar()
    if "huggingface_hub" in sys.modules:
        from huggingface_hub import utils as hub_utils

        hub_utils.disable_progress_bars()
        hub_utils.logging.set_verbosity_error()
    for name in ("sentence_transformers", "torch", "torch.onnx"):
        if name in sys.modules:
            logging.getLogger(name).setLevel(logging.ERROR)
