# Sourced by the scripts: puts a Swift toolchain on PATH when it is installed but not on PATH.
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
# The warning-free mirror of the SDL pkg-config files written by scripts/setup.
if [ -d .build-pkgconfig ]; then
  export PKG_CONFIG_PATH="$PWD/.build-pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
fi
