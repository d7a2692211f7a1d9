"""The knowledge graph.

- :mod:`gechat.kg.extract_spacy` - fast offline entity/relation extraction (spaCy);
- :mod:`gechat.kg.lightrag_store` - LightRAG's storages, the LLM extraction path,
  deletion and retrieval (the only module that imports ``lightrag``);
- :mod:`gechat.kg.graph` - pure functions over a networkx snapshot
  (neighbourhoods, paths, neighbours) returning Entity/Relation records.
"""
