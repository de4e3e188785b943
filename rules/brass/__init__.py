"""Brass: Birmingham and Brass: Lancashire.

`core/` holds the machinery both maps share: the state (`state.py`), board data in one schema
(`board.py`), actions, networks and distances (`network.py`), coal/iron/beer sourcing and the
markets (`resources.py`, `consume.py`), flips, the income track and loans (`income.py`), turns,
rounds and shortfalls (`turns.py`), era ends (`eras.py`), and the Build, Network and Develop
actions (`build.py`, `links.py`, `develop.py`). A turn's action is a `Flow` walked through
`Step`s, one prompt each (`flow.py`); `BrassRuleset` (`ruleset.py`) drives them.

A map is a `BrassMap` subclass: its board, its own flows/steps/actions, and a few hooks
(market access, merchant beer, what happens after a build, at the end of the Canal Era and at
the end of the game). Each map module holds only its differences (Birmingham: merchants, beer,
Sell and Scout in `birmingham.py` and `birmingham_sell.py`).
"""
