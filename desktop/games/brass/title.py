"""The tables' half of both Brass maps' descriptors (`desktop.games.descriptor`): one table
package draws both."""

from desktop.games.brass import make_controls, make_scene
from desktop.games.brass.emblem import BIRMINGHAM, LANCASHIRE
from desktop.games.descriptor import TableTitle

TABLES = (
    TableTitle("brass-birmingham", make_scene, make_controls, BIRMINGHAM),
    TableTitle("brass-lancashire", make_scene, make_controls, LANCASHIRE),
)
