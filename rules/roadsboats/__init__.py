"""Roads & Boats (Splotter, 3rd edition): rules and data, headless."""
