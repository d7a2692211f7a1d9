"""ONNX Runtime path for the packaged MiniLM models: same numbers as PyTorch, a safe export cache."""

from __future__ import annotations

import os

import numpy as np
import pytest

from gechat import onnxrt
from gechat.embed import Embedder
from gechat.entail.factory import make_entailer
from gechat.entail.offline import OfflineNLIEntailer
from gechat.errors import ModelNotFoundError
from gechat.settings import Settings

pytestmark = pytest.mark.skipif(not onnxrt.onnx_available(), reason="onnxruntime/onnx are not installed")

PREMISES = [
    "The policy engine is responsible for the ultimate decision to grant access to a resource for a given subject.",
    "Cats sleep for most of the day.",
    "The policy enforcement point enables, monitors, and eventually terminates connections between a subject and an "
    "enterprise resource.",
    "No.",
]
HYPOTHESES = [
    "The policy engine decides whether a subject gets access to a resource.",
    "The policy engine decides whether a subject gets access to a resource.",
    "The PEP terminates connections.",
    "Zero trust assumes there is no implicit trust granted to assets based on their network location.",
]


@pytest.fixture(scope="module")
def cache(tmp_path_factory):
    return tmp_path_factory.mktemp("onnx-cache")


def test_nli_onnx_matches_torch_and_ignores_batching(cache):
    onnx = OfflineNLIEntailer(runtime="onnx", cache_dir=cache, batch_size=1)
    torch_ = OfflineNLIEntailer(runtime="torch", batch_size=4)
    a = onnx.probabilities(PREMISES, HYPOTHESES)
    b = torch_.probabilities(PREMISES, HYPOTHESES)
    assert onnx.active_runtime == "onnx" and torch_.active_runtime == "torch"
    for x, y in zip(a, b, strict=True):
        for label in ("entailment", "neutral", "contradiction"):
            assert x[label] == pytest.approx(y[label], abs=1e-4)
    assert a[0]["entailment"] > 0.5 > a[1]["entailment"]  # the model, not noise
    onnx.batch_size = 4
    c = onnx.probabilities(PREMISES, HYPOTHESES)
    assert [x["entailment"] for x in c] == pytest.approx([x["entailment"] for x in a], abs=1e-5)


def test_embedder_onnx_matches_sentence_transformers(cache):
    texts = ["Zero trust assumes no implicit trust.", "Policy engine\nPolicy engine (concept)", "word " * 400, "é"]
    onnx = Embedder(runtime="onnx", cache_dir=cache)
    st = Embedder(runtime="torch")
    a, b = onnx.encode(texts), st.encode(texts)
    assert onnx.active_runtime == "onnx" and st.active_runtime == "torch"
    assert a.shape == b.shape == (4, 384)
    np.testing.assert_allclose(a, b, atol=1e-5)
    np.testing.assert_allclose(np.linalg.norm(a, axis=1), 1.0, atol=1e-5)


def test_export_is_cached_and_a_damaged_file_is_exported_again(cache):
    OfflineNLIEntailer(runtime="onnx", cache_dir=cache).warm_up()
    files = sorted(cache.glob("*.onnx"))
    assert files and not list(cache.glob("*.tmp"))
    stamps = {f: f.stat().st_mtime_ns for f in files}
    OfflineNLIEntailer(runtime="onnx", cache_dir=cache).warm_up()
    assert {f: f.stat().st_mtime_ns for f in files} == stamps  # reused, not exported again

    nli = OfflineNLIEntailer(runtime="onnx", cache_dir=cache)
    nli.warm_up()
    damaged = nli._model.path
    damaged.write_bytes(b"not an onnx file")
    again = OfflineNLIEntailer(runtime="onnx", cache_dir=cache)
    score = again.score(PREMISES[:1], HYPOTHESES[:1])[0]
    assert damaged.read_bytes() != b"not an onnx file"  # exported again
    assert onnxrt.data_path(damaged).stat().st_size > 1_000_000  # the weights sit beside the graph
    assert score == pytest.approx(nli.score(PREMISES[:1], HYPOTHESES[:1])[0], abs=1e-5)


def test_runtime_choice(monkeypatch, tmp_path):
    assert onnxrt.resolve_runtime("torch") == "torch"
    assert onnxrt.resolve_runtime("auto") == "onnx"
    monkeypatch.setattr(onnxrt, "onnx_available", lambda: False)
    assert onnxrt.resolve_runtime("auto") == "torch"
    with pytest.raises(ModelNotFoundError, match="onnxruntime"):
        onnxrt.resolve_runtime("onnx")


def test_settings_choose_runtime_and_cache(tmp_path):
    settings = Settings.from_env({"GECHAT_INFERENCE_RUNTIME": "torch", "GECHAT_MODEL_CACHE_DIR": str(tmp_path)})
    assert settings.inference_runtime == "torch" and settings.model_cache_dir == tmp_path
    emb = Embedder.from_settings(settings)
    assert (emb.runtime, emb.cache_dir) == ("torch", tmp_path)
    entailer = make_entailer(settings)
    nli = entailer.components[0] if hasattr(entailer, "components") else entailer
    assert (nli.runtime, nli.cache_dir) == ("torch", tmp_path)
    with pytest.raises(ValueError):
        Settings.from_env({"GECHAT_INFERENCE_RUNTIME": "tensorrt"})


def test_default_cache_folder_expands_home():
    assert onnxrt.cache_dir(None) == Settings().model_cache_dir.expanduser()
    assert str(onnxrt.cache_dir(None)).startswith(os.path.expanduser("~"))


def test_batches_by_length_groups_similar_lengths():
    batches = onnxrt.batches_by_length([5, 100, 7, 90, 6], 2)
    assert batches == [[1, 3], [2, 4], [0]]
    assert sorted(i for b in batches for i in b) == list(range(5))


def test_long_inputs_go_in_smaller_batches_under_the_token_budget():
    lengths = [256] * 10 + [20] * 40
    batches = onnxrt.batches_by_length(lengths, 32, max_tokens=1024, max_cells=10**9)
    assert [len(b) for b in batches] == [4, 4, 4, 32, 6]  # 256-token rows four at a time; short rows 32 at a time
    assert all(len(b) * max(lengths[i] for i in b) <= 1024 for b in batches)
    assert onnxrt.batches_by_length([5000], 32, max_tokens=1024) == [[0]]  # one over the budget still gets a batch


def test_wide_inputs_go_in_smaller_batches_under_the_attention_budget():
    lengths = [256] * 3 + [128] * 9 + [64] * 20 + [20] * 40
    batches = onnxrt.batches_by_length(lengths, 32)  # the defaults: 1,024 tokens, 256 x 256 attention cells
    # longest first: 256 tokens one at a time, 128 four at a time (the cells), 64 sixteen at a time (both), then
    # the 25 rows left of 20 tokens (under 32, the batch size); a batch is as wide as its first (longest) row
    assert [len(b) for b in batches] == [1, 1, 1, 4, 4, 4, 16, 16, 25]
    assert sorted(i for b in batches for i in b) == list(range(len(lengths)))
    for b in batches:
        width = max(lengths[i] for i in b)
        assert len(b) * width <= onnxrt.MAX_BATCH_TOKENS and len(b) * width * width <= onnxrt.MAX_BATCH_CELLS
    assert onnxrt.batches_by_length([300, 300], 8) == [[0], [1]]  # a row over the budget still gets a batch


def test_a_run_leaves_no_page_of_the_mapped_weights_resident_and_scores_are_unchanged(cache):
    from gechat import weightpages

    nli = OfflineNLIEntailer(runtime="onnx", cache_dir=cache, batch_size=4)
    first = nli.probabilities(PREMISES, HYPOTHESES)
    model = nli._model
    data = onnxrt.data_path(model.path)
    regions = model._pages.regions
    if weightpages._madvise() is None or not os.path.exists("/proc/self/smaps"):
        assert regions == []  # nothing to do off Linux
        return
    if not regions:
        pytest.skip("this ONNX Runtime reads every weight into its own memory: no mapped page to release")
    # the word-embedding table, read in place from the mapped file
    assert sum(length for _, length in regions) > 40 * 2**20
    assert all(clean for r, clean in weightpages.mappings(data).items() if r in regions)

    def resident_kib() -> int:
        total, inside = 0, False
        with open("/proc/self/smaps") as smaps:
            for line in smaps:
                head = line.split(" ", 1)[0]
                if not head.endswith(":"):
                    start = int(head.split("-")[0], 16)
                    inside = any(start == r[0] for r in regions)
                elif inside and head == "Rss:":
                    total += int(line.split()[1])
        return total

    feed = {"input_ids": np.arange(1000, 1000 + 2 * 300, dtype=np.int64).reshape(2, 300) % 30000,
            "attention_mask": np.ones((2, 300), dtype=np.int64), "token_type_ids": np.zeros((2, 300), dtype=np.int64)}
    feed["input_ids"][:, 0] = 101
    model._session.run(None, feed)  # ONNX Runtime alone: 600 rows of the table are looked up and stay resident
    assert resident_kib() >= 600 * 384 * 4 // 1024
    model.run(feed)  # the same, then the pages are released
    assert resident_kib() == 0
    again = nli.probabilities(PREMISES, HYPOTHESES)  # faulted in again from the same file: the same numbers
    assert [x["entailment"] for x in again] == [x["entailment"] for x in first]


def test_token_batches_pad_each_batch_to_its_longest_member_exactly_as_the_tokenizer_would():
    from transformers import AutoTokenizer

    from gechat.embed import packaged_minilm_path

    tok = onnxrt.load_tokenizer(packaged_minilm_path() / "tokenizer.json")  # `tokenizers` alone
    hf = AutoTokenizer.from_pretrained(packaged_minilm_path(), local_files_only=True)
    texts = ["PEP\nconcept", "Policy enforcement point\nconcept", "a much longer name of something\nconcept", "x"]
    batches = list(onnxrt.token_batches(tok, texts, PREMISES, max_length=16, batch_size=2))
    assert sorted(i for idx, _ in batches for i in idx) == [0, 1, 2, 3]
    for idx, arrays in batches:
        ref = hf([texts[i] for i in idx], [PREMISES[i] for i in idx], truncation=True, max_length=16,
                  padding=True, return_tensors="np", return_token_type_ids=True)
        for name in onnxrt.INPUTS:
            np.testing.assert_array_equal(arrays[name], ref[name])
    widths = [arrays["input_ids"].shape[1] for _, arrays in batches]
    assert widths == sorted(widths, reverse=True)  # longest first, each padded only to its own longest


def test_prefetch_fills_the_cache_with_the_same_vectors(cache):
    texts = ["Policy engine\nPolicy engine (concept)", "Zero trust\nZero trust (concept)", "PEP\nPEP (organization)"]
    emb = Embedder(runtime="onnx", cache_dir=cache)
    reference = Embedder(runtime="onnx", cache_dir=cache).encode(texts)
    emb.prefetch(texts)
    assert all(t in emb._cache for t in texts)
    emb._onnx = None  # a later encode must not need the model: every text is a cache hit
    np.testing.assert_allclose(emb.encode(texts), reference, atol=1e-6)


def test_an_encode_during_a_prefetch_shares_its_batches_and_gets_the_same_vectors(cache):
    import threading
    import time

    texts = [f"entity number {i} of the policy engine\nconcept" for i in range(400)]
    reference = Embedder(runtime="onnx", cache_dir=cache).encode(texts)
    emb = Embedder(runtime="onnx", cache_dir=cache, batch_size=8)
    emb.warm_up()
    worker = threading.Thread(target=emb.prefetch, args=(texts,))
    worker.start()
    deadline = time.monotonic() + 30
    while not emb._jobs and worker.is_alive() and time.monotonic() < deadline:
        time.sleep(0.001)
    emb._encode_onnx = lambda *a: pytest.fail("encode embedded texts the prefetch was already handling")
    got = emb.encode(texts[::-1])  # joins the prefetch (or finds it done), embeds nothing twice
    worker.join()
    np.testing.assert_allclose(got[::-1], reference, atol=1e-6)
    assert emb._jobs == [] and len(emb._cache) == len(texts)


@pytest.mark.parametrize("which", ["embedder", "nli"])
def test_tokenizers_alone_give_the_ids_of_the_transformers_tokenizer(which):
    from transformers import AutoTokenizer

    from gechat.embed import packaged_minilm_path
    from gechat.entail.offline import WEIGHTS_DIR

    folder = packaged_minilm_path() if which == "embedder" else WEIGHTS_DIR
    tok = onnxrt.load_tokenizer(folder / "tokenizer.json")
    hf = AutoTokenizer.from_pretrained(folder, local_files_only=True)
    texts = ["Naïve café — “quotes” \t tab", "中文 and Ünïcödé", "e.g. U.S.A. 3.14 $5,000", "word " * 300, "", "  x  "]
    pairs = list(reversed(texts))
    for max_length in (16, 256):
        for second in (None, pairs):
            ref = hf(texts, second, truncation=True, max_length=max_length, return_token_type_ids=True)
            assert tok.encode(texts, second, max_length=max_length) == (ref["input_ids"], ref["token_type_ids"])
    assert [tok.count(t) for t in texts] == [len(hf(t, add_special_tokens=False)["input_ids"]) for t in texts]
    assert tok.pad_token_id == hf.pad_token_id
    assert onnxrt.load_tokenizer(folder / "tokenizer.json") is tok  # one per process


@pytest.mark.battery(case='Model cache folder that cannot be written',
                     did='point GECHAT_MODEL_CACHE_DIR at a place that cannot be created',
                     user_sees='answers as usual; a log warning names the folder and the setting',
                     stored='the export in a private temporary folder, removed at exit')
def test_a_cache_folder_that_cannot_be_written_falls_back_to_a_private_temporary_one(tmp_path, cache, caplog):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the cache folder should be")  # mkdir fails as on a read-only disk
    nli = OfflineNLIEntailer(runtime="onnx", cache_dir=blocker / "onnx")
    with caplog.at_level("WARNING", logger="gechat.onnxrt"):
        score = nli.score(PREMISES[:1], HYPOTHESES[:1])[0]
    assert nli.active_runtime == "onnx" and nli._model.path.parent != blocker / "onnx"
    assert "cannot be written" in caplog.text and "GECHAT_MODEL_CACHE_DIR" in caplog.text
    assert score == pytest.approx(OfflineNLIEntailer(runtime="onnx", cache_dir=cache).score(
        PREMISES[:1], HYPOTHESES[:1])[0], abs=1e-5)


def test_mapped_weights_release_only_clean_mappings_of_their_own_file(tmp_path):
    import mmap

    from gechat import weightpages

    if weightpages._madvise() is None or not os.path.exists("/proc/self/smaps"):
        pytest.skip("Linux only")
    path = tmp_path / "weights.bin"
    path.write_bytes(bytes(range(256)) * (3 * 2**20 // 256))
    pages = weightpages.MappedWeights.before_loading(path)
    with path.open("r+b") as fh:
        clean = mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ)
        written = mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_COPY)  # private, like ONNX Runtime's
    written[0] = 7  # a page of the process's own now: releasing it would lose the write
    pages.find()
    assert len(pages.regions) == 1  # the clean one; the written one is left alone
    assert all(clean[i + 1] == 1 for i in range(0, len(clean), 4096))  # every page of it read: resident
    pages.drop()
    assert clean[:256] == bytes(range(256)) and written[0] == 7 and written[1:256] == bytes(range(1, 256))
    # a write after the first release, into a mapping that was clean until then: the next release leaves it
    session = weightpages.MappedWeights.before_loading(path)
    with path.open("r+b") as fh:
        copy = mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_COPY)
    assert copy[6] == 6  # read: resident, the file's own page
    session.find()
    assert len(session.regions) == 1 and weightpages.written(*session.regions[0]) is False
    session.drop()
    assert len(session.regions) == 1  # released, still watched
    copy[5] = 9
    assert weightpages.written(*session.regions[0]) is True
    session.drop()
    assert session.regions == [] and copy[5] == 9 and copy[6] == 6  # left alone: the write survives
    copy.close()
    later = weightpages.MappedWeights(path, before=weightpages.mappings(path)).find()
    assert later.regions == []  # mappings that were there before loading are another session's
    clean.close()
    written.close()


def test_sessions_keep_no_memory_plan_per_input_shape(cache):
    """Every batch has a shape of its own (rows x padded width); a plan kept per shape grew the app with the variety
    of sentences judged, so the sessions are made without one, and their numbers do not depend on it."""
    nli = OfflineNLIEntailer(runtime="onnx", cache_dir=cache, batch_size=2)
    first = nli.probabilities(PREMISES, HYPOTHESES)
    assert nli._model._session.get_session_options().enable_mem_pattern is False
    nli.batch_size = 3  # other shapes, the same scores
    again = nli.probabilities(PREMISES, HYPOTHESES)
    assert [x["entailment"] for x in again] == pytest.approx([x["entailment"] for x in first], abs=1e-5)
