"""`python -m bench.eval`: the retrieval-quality evaluation (bench/eval/run.py)."""

from bench.eval.run import main

main()
