"""Peers the benchmark compares with, installed with pip when they are missing."""
import importlib, subprocess, sys


def import_or_install(module, package):
    """The module, installing `package` with pip first if it cannot be imported; None (with the reason printed)
    when it still cannot be."""
    try:
        return importlib.import_module(module)
    except ImportError:
        pass
    install = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", package], capture_output=True, text=True)
    try:
        return importlib.import_module(module)
    except ImportError:
        reason = (install.stderr.strip().splitlines() or ["no reason given"])[-1]
        print(f"{package} could not be installed ({reason}); its column is left out", file=sys.stderr)
        return None
