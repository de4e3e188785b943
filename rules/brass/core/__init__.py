"""The Brass machinery shared by Birmingham and Lancashire; a map plugs in through `BrassMap`."""
