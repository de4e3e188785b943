"""Power Grid (Funkenschlag), original edition: maps Germany and USA."""
