"""Generic board parts: the zoomable view, the element-aware scene and draggable pieces."""
