"""The Roads & Boats heuristic's names and weights: the goods and terrains it names, what goods are
worth where they are wanted, what being somewhere is worth, and the reach of its plan."""

TRUNKS, BOARDS, STONE, CLAY = "good:trunks", "good:boards", "good:stone", "good:clay"
GEESE, PAPER, FUEL, IRON = "good:geese", "good:paper", "good:fuel", "good:iron"
GOLD, COINS, STOCK = "good:gold", "good:coins", "good:stock"
WOODS, ROCK, MOUNTAIN = "terrain:woods", "terrain:rock", "terrain:mountain"
PASTURE, DESERT = "terrain:pasture", "terrain:desert"
DONKEY = "transporter:donkey"

# -- what goods are worth ----------------------------------------------------------------------
BONUS = {GOLD: 10.0, COINS: 40.0, STOCK: 120.0}  # points, counted only on own transporters
CARRY_COST = 0.05  # a carried token that could as well lie there takes room: drop it
STEP = 2.0  # worth lost per distance unit (a road step 1, a step off the roads 2)
STEP_LOADED = 1.0  # ... for goods already loaded: half the way is the loading
OFF_ROAD = 2
# the worth of goods where they are wanted; counts: how many are wanted there
W_SAW, W_SAW_LATER = 10.0, 6.0  # trunks at a sawmill: 3 a turn, 3 more for the next
W_BURN = 9.0  # trunks at a coal burner while fuel is wanted
W_PAPERMILL = 9.0  # two trunks at the papermill for research
W_SITE_BOARDS, W_SITE_STONE = 12.0, 13.0  # a planned construction's cost at its site
W_HOME_BOARDS, W_HOME_STONE = 8.0, 9.0  # kept at home for building
W_CLAY = 10.0  # clay at a stone factory
W_FUEL_MINT, W_GOLD_MINT = 12.0, 16.0
W_FACTORY = 8.0  # fuel, iron or boards at a truck, steamer or rowboat factory
W_PAPER = 12.0  # paper carried to where the geese are, or to a stock exchange
W_COINS_EXCHANGE = 46.0
W_GEESE = 5.0
W_BRICK = 2.0  # cheap goods at home pay for bricks
# being somewhere
HOME_PRESENCE = 4.0  # one transporter at home buys bricks with the goods lying there
HOME_IDLE = 0.5  # ... and builds there
MINE_PRESENCE = 8.0  # times the chance of gold: a transporter on a mine claims it
PRIMARY_PRESENCE = 0.3
SITE_READY = 5.0  # at a planned site with its cost there
BREED, BREED_WAIT = 8.0, 5.0  # an empty donkey beside another on an empty pasture, or waiting
MAGNET = 0.7  # goods waiting to be fetched draw empty transporters
ACTIVE = 3  # wishes pursued at once (their goods go to their sites)
MOVE_WORTH = 0.25  # a move must gain at least this much
BANK_TURNS = 4  # gold lies at home (the transporters free) until this many turns are left

# -- the plan ----------------------------------------------------------------------------------
NEAR = 4  # distance units from home (two steps off the roads) the plan builds within
SPHERE = 6  # goods and buildings this near, and nearer to home than to any other, are "ours"
RIVALS = 0.4  # what the others lose of a row counts this much in a brick's worth
ADVANCE = 1.5  # a brick brings the next row nearer
SURPLUS = 0.5  # the worth of goods beyond every need the plan has for them
SPARE = {BOARDS: 6, STONE: 3, TRUNKS: 3}  # kept over the plan's needs before goods are surplus
VALUE = {  # a good's worth in points when weighing bricks against it
    TRUNKS: 1.0,
    CLAY: 1.0,
    IRON: 1.0,
    GEESE: 1.5,
    FUEL: 2.0,
    BOARDS: 2.0,
    PAPER: 3.0,
    STONE: 3.0,
    GOLD: 10.0,
    COINS: 40.0,
    STOCK: 120.0,
}
