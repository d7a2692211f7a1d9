"""The app-side library behind ``streamlit_app.py``.

jobs (background indexing), render (highlighted pages and passages), export
(annotated PDF, JSON, Markdown), review (reviewer decisions), graph_view
(the anchored subgraph), errors (plain-words messages), present (badges and
captions), history (chat per workspace), session (what survives reruns).
Nothing here imports Streamlit except ``graph_view.to_agraph``.
"""
