# Sourced by .ci/run (and usable by hand: `source .ci/use-node.sh`).
# The project supports Node 22 and 24 (package.json `engines`, .nvmrc). When the
# machine's `node` is older, take Node 22 from the npm registry (the
# `node-linux-<arch>` package carries the official binary and its headers), keep
# it in a cache outside the repository (`npm ci` empties node_modules and a
# fresh clone has no ignored folders), put it first on PATH, and point node-gyp
# at its headers so a native module built from source is compiled for it.
# A second run finds the cache and costs nothing.

vicolo_node_major=22

vicolo_current_major() {
  node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0
}

if [ "$(vicolo_current_major)" -lt "$vicolo_node_major" ]; then
  case "$(uname -m)" in
    x86_64) vicolo_arch=x64 ;;
    aarch64 | arm64) vicolo_arch=arm64 ;;
    *)
      echo "use-node: no Node ${vicolo_node_major} package for $(uname -m); install Node ${vicolo_node_major} or 24 yourself." >&2
      return 1
      ;;
  esac
  vicolo_node_home="${VICOLO_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/vicolo-node}/node-${vicolo_node_major}-linux-${vicolo_arch}"
  if [ ! -x "$vicolo_node_home/bin/node" ]; then
    echo "use-node: the machine has Node $(node -v 2>/dev/null || echo none); fetching Node ${vicolo_node_major} from the npm registry"
    vicolo_tmp="$(mktemp -d)"
    (cd "$vicolo_tmp" && npm pack --silent "node-linux-${vicolo_arch}@${vicolo_node_major}" >/dev/null)
    tar -xzf "$vicolo_tmp"/node-linux-*.tgz -C "$vicolo_tmp"
    mkdir -p "$(dirname "$vicolo_node_home")"
    rm -rf "$vicolo_node_home"
    # One rename, so an interrupted run never leaves a half-unpacked Node behind.
    mv "$vicolo_tmp/package" "$vicolo_node_home"
    rm -rf "$vicolo_tmp"
  fi
  export PATH="$vicolo_node_home/bin:$PATH"
  # Overrides a user-level `nodedir` (this machine's ~/.npmrc points at Node 20's headers).
  export npm_config_nodedir="$vicolo_node_home"
  echo "use-node: using Node $(node -v) from $vicolo_node_home"
fi
