"""Pictures of the table for articles: PNG, SVG and the clipboard, from the table's own scene.

``render`` holds the one renderer (used by ``spirit-table render`` and by File → Export…), ``faces`` the
synchronous card faces it needs, ``dialog`` the Export dialog of the window.
"""
from .render import ExportOptions, build_scene, copy_to_clipboard, export_game, render_image, write, write_svg

__all__ = ["ExportOptions", "build_scene", "copy_to_clipboard", "export_game", "render_image", "write",
           "write_svg"]
