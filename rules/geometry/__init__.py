"""Title-independent geometry: region shapes and connection networks (shapely, networkx)."""

from rules.geometry.network import (
    Edge,
    connected_region_sets,
    connection_costs,
    connection_graph,
    region_adjacency,
)
from rules.geometry.regions import map_outline, polygon_outline, region_polygons

__all__ = [
    "Edge",
    "connected_region_sets",
    "connection_costs",
    "connection_graph",
    "map_outline",
    "polygon_outline",
    "region_adjacency",
    "region_polygons",
]
