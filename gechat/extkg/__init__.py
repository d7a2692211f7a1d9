"""External knowledge graphs: triples a user brings (MetaQA, UMLS, RDF), retrieval over them,
and chains of thought checked against them (AprèsCoT). See ``triples`` for the file readers."""
