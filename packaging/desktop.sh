#!/bin/sh
# Per-user desktop integration, in the XDG folders under ${XDG_DATA_HOME:-~/.local/share}:
#   sh packaging/desktop.sh install EXEC   the menu entry, the icon (SVG + PNG sizes), the AppStream
#                                          metainfo and its screenshots (drawn by EXEC render); EXEC is
#                                          the spirit-table program the menu entry starts;
#                                          $SCREENSHOTS_URL: where the screenshots are published (an
#                                          https address for a release; default: the local copies)
#   sh packaging/desktop.sh uninstall      removes exactly what install put there
# (make install-desktop / make uninstall-desktop; packaging/README.md)
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(dirname "$HERE")
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
ICONS=$DATA/icons/hicolor
DESKTOP=$DATA/applications/spirit-table.desktop
META=$DATA/metainfo/spirit-table.metainfo.xml
SHOTS=$DATA/spirit-table/screenshots
SIZES="16 24 32 48 64 128 256 512"

refresh() {  # let menus and icon themes notice (when the tools are there)
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$DATA/applications" || true
    # only an icon cache that is already there is refreshed (a new one would hide icons installed later)
    if [ -f "$ICONS/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t "$ICONS" 2>/dev/null || true
    fi
}

case "${1:-}" in
install)
    EXEC=${2:-}
    if [ -z "$EXEC" ] || ! [ -x "$EXEC" ]; then
        echo "desktop.sh: no spirit-table program to start${EXEC:+ ($EXEC is not executable)}." >&2
        echo "  Install it first (pipx install .  or  make package), or name it: make install-desktop EXEC=/path/to/spirit-table" >&2
        exit 1
    fi
    EXEC=$(cd "$(dirname "$EXEC")" && pwd)/$(basename "$EXEC")
    for s in $SIZES; do
        install -D -m 644 "$ROOT/resources/icons/spirit-table-$s.png" "$ICONS/${s}x$s/apps/spirit-table.png"
    done
    install -D -m 644 "$ROOT/resources/icons/spirit-table.svg" "$ICONS/scalable/apps/spirit-table.svg"
    mkdir -p "$(dirname "$DESKTOP")" "$(dirname "$META")" "$SHOTS"
    sed "s|@EXEC@|$EXEC|g" "$HERE/spirit-table.desktop" > "$DESKTOP.tmp" && mv "$DESKTOP.tmp" "$DESKTOP"
    QT_QPA_PLATFORM=offscreen "$EXEC" render "$HERE/screenshots/midgame.yaml" -o "$SHOTS/midgame.png" >/dev/null
    QT_QPA_PLATFORM=offscreen "$EXEC" render "$ROOT/docs/examples/depletion-while-paying.yaml" \
        -o "$SHOTS/annotated.png" >/dev/null
    sed "s|@SCREENSHOTS@|${SCREENSHOTS_URL:-file://$SHOTS}|g" "$HERE/spirit-table.metainfo.xml" > "$META.tmp" && mv "$META.tmp" "$META"
    refresh
    echo "installed: $DESKTOP (starts $EXEC), icons in $ICONS, $META"
    ;;
uninstall)
    for s in $SIZES; do rm -f "$ICONS/${s}x$s/apps/spirit-table.png"; done
    rm -f "$ICONS/scalable/apps/spirit-table.svg" "$DESKTOP" "$META" "$SHOTS/midgame.png" "$SHOTS/annotated.png"
    rmdir "$SHOTS" 2>/dev/null || true
    refresh
    echo "removed Spirit Table's menu entry, icons and metainfo from $DATA (your games and preferences stay)"
    ;;
*)
    echo "usage: sh packaging/desktop.sh install EXEC | uninstall" >&2
    exit 2
    ;;
esac
