"""The kit's servers remove the temporary directories they make. A Milvus data directory is
~0.5 GB (the wheel copies its binaries into it) and every test session made one; with
every Envoy's config directory, a few days of runs filled a CI machine's disk, and its
`make setup` then failed with "No space left on device"."""

from __future__ import annotations

import shutil
from pathlib import Path

from memproxy.testing.milvus_server import LocalMilvus
from memproxy.testing.procs import Envoy, free_port


def test_a_milvus_data_directory_it_made_is_removed_on_close() -> None:
    milvus = LocalMilvus()
    assert milvus.data_dir.is_dir()
    (milvus.data_dir / "data").mkdir()  # what a started server leaves there
    milvus.close()
    assert not milvus.data_dir.exists()


def test_a_milvus_data_directory_it_was_given_is_kept(tmp_path: Path) -> None:
    given = tmp_path / "milvus"
    given.mkdir()
    LocalMilvus(given).close()
    assert given.is_dir()  # the caller's, to restart on or read


def test_an_envoy_removes_its_work_directory_when_it_stops() -> None:
    envoy = Envoy(upstream_port=free_port(), extproc_port=free_port(), with_ext_proc=False)
    envoy.start()
    assert (envoy.workdir / "envoy.yaml").exists()
    envoy.stop()
    assert not envoy.workdir.exists()


def test_an_envoy_told_to_keep_its_work_directory_keeps_it() -> None:
    envoy = Envoy(
        upstream_port=free_port(), extproc_port=free_port(), with_ext_proc=False, keep_workdir=True
    )
    try:
        envoy.start()
        envoy.stop()
        assert (envoy.workdir / "envoy.log").exists()
    finally:
        shutil.rmtree(envoy.workdir, ignore_errors=True)
