import pytest

from gechat.errors import LLMConfigError
from gechat.extkg.models import make_model
from gechat.settings import Settings


def test_endpoint_model_names():
    llm = make_model(Settings(), "openai:qwen3:8b")
    assert llm.name == "openai:qwen3:8b"
    assert llm.settings.openai_model == "qwen3:8b"


def test_unknown_model_is_a_config_error():
    with pytest.raises(LLMConfigError, match="Unknown model 'gpt-99'"):
        make_model(Settings(), "gpt-99")


@pytest.mark.slow
def test_embedded_models_point_at_their_weights(tmp_path):
    settings = Settings(model_cache_dir=tmp_path)
    smol = make_model(settings, "smollm2")
    gemma = make_model(settings, "gemma3-270m")
    assert smol.name == "smollm2" and gemma.name == "gemma3-270m"
    path = gemma.settings.gguf_path
    assert path.parent == tmp_path and path.read_bytes()[:4] == b"GGUF"  # joined from the package's chunks
