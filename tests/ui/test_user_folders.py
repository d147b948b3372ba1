"""Files the user asked for go to the platform's user folders (QStandardPaths): F12 screenshots to
Pictures, saved games and logs proposed in Documents."""
from __future__ import annotations

import os


def test_screenshots_go_to_the_users_pictures_folder(table, tmp_path, monkeypatch):
    monkeypatch.delenv("SPIRIT_TABLE_SHOTS", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    config = tmp_path / "config"
    config.mkdir()
    # a German desktop: xdg-user-dirs names the folders in the user's language
    (config / "user-dirs.dirs").write_text('XDG_PICTURES_DIR="$HOME/Bilder"\nXDG_DOCUMENTS_DIR="$HOME/Dokumente"\n')
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    for name in ("Bilder", "Dokumente", "Pictures", "Documents"):
        (tmp_path / name).mkdir()
    t = table(settings={"seed": 1, "opponent": "random"})
    shot = t.window.screenshot()
    assert os.path.dirname(shot) == str(tmp_path / "Bilder") and os.path.getsize(shot) > 1000
    assert os.path.dirname(t.session._default_name("json")) == str(tmp_path / "Dokumente")
