#!/bin/sh
# Checks that the Debian shared libraries Qt needs for a real window (xcb) are
# present. Prints the apt-get line that fixes what is missing and exits 1.
# Pairs: "library soname:Debian package".
LIBS="
libEGL.so.1:libegl1
libGL.so.1:libgl1
libglib-2.0.so.0:libglib2.0-0
libdbus-1.so.3:libdbus-1-3
libfontconfig.so.1:libfontconfig1
libxkbcommon.so.0:libxkbcommon0
libxcb-cursor.so.0:libxcb-cursor0
libxcb-icccm.so.4:libxcb-icccm4
libxcb-image.so.0:libxcb-image0
libxcb-keysyms.so.1:libxcb-keysyms1
libxcb-render-util.so.0:libxcb-render-util0
libxcb-render.so.0:libxcb-render0
libxcb-shape.so.0:libxcb-shape0
libxcb-util.so.1:libxcb-util1
libxcb-xkb.so.1:libxcb-xkb1
libxkbcommon-x11.so.0:libxkbcommon-x11-0
"

LDCONFIG=$(command -v ldconfig 2>/dev/null || echo /sbin/ldconfig)
if ! [ -x "$LDCONFIG" ]; then
    echo "check_system_libs: ldconfig not found, skipping the library check" >&2
    exit 0
fi
CACHE=$("$LDCONFIG" -p)

missing_libs=""
missing_pkgs=""
for pair in $LIBS; do
    lib=${pair%%:*}
    pkg=${pair#*:}
    if ! printf '%s\n' "$CACHE" | grep -qF "$lib "; then
        missing_libs="$missing_libs $lib"
        missing_pkgs="$missing_pkgs $pkg"
    fi
done

if [ -n "$missing_pkgs" ]; then
    echo "Qt needs shared libraries that are missing:$missing_libs" >&2
    echo "Install them with:" >&2
    echo "    sudo apt-get install -y$missing_pkgs" >&2
    exit 1
fi
exit 0
