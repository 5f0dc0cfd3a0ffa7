// query: Build a league table from match results [home, away, homeGoals, awayGoals]: a win gives 3 points and a draw 1.
//   Rank teams by points, then goal difference, then goals scored (all descending), then name alphabetically, and
//   return [team, points] pairs.
// entry_point: leagueTable
// example: leagueTable([['A', 'B', 1, 0]]) === [['A', 3], ['B', 0]]
// example: leagueTable([['A', 'B', 2, 2]]) === [['A', 1], ['B', 1]]

function leagueTable(matches) {
  const stats = new Map();
  const entry = (team) => {
    if (!stats.has(team)) stats.set(team, { points: 0, scored: 0, conceded: 0 });
    return stats.get(team);
  };
  for (const [home, away, homeGoals, awayGoals] of matches) {
    const h = entry(home);
    const a = entry(away);
    h.scored += homeGoals;
    h.conceded += awayGoals;
    a.scored += awayGoals;
    a.conceded += homeGoals;
    if (homeGoals > awayGoals) h.points += 3;
    else if (homeGoals < awayGoals) a.points += 3;
    else {
      h.points += 1;
      a.points += 1;
    }
  }
  const teams = [...stats.keys()].sort((x, y) => {
    const s = stats.get(x);
    const t = stats.get(y);
    if (s.points !== t.points) return t.points - s.points;
    const difference = t.scored - t.conceded - (s.scored - s.conceded);
    if (difference !== 0) return difference;
    if (s.scored !== t.scored) return t.scored - s.scored;
    return x < y ? -1 : 1;
  });
  return teams.map((team) => [team, stats.get(team).points]);
}

// tests
assert.deepStrictEqual(leagueTable([]), []);
assert.deepStrictEqual(leagueTable([['Reds', 'Blues', 0, 3]]), [['Blues', 3], ['Reds', 0]]);
assert.deepStrictEqual(leagueTable([['A', 'B', 3, 0], ['C', 'D', 1, 0]]), [['A', 3], ['C', 3], ['D', 0], ['B', 0]]);
assert.deepStrictEqual(leagueTable([['C', 'D', 2, 1], ['A', 'B', 3, 2]]), [['A', 3], ['C', 3], ['B', 0], ['D', 0]]);
assert.deepStrictEqual(leagueTable([['Z', 'Y', 1, 1], ['X', 'W', 0, 0]]), [['Y', 1], ['Z', 1], ['W', 1], ['X', 1]]);
assert.deepStrictEqual(leagueTable([['A', 'B', 1, 0], ['B', 'C', 2, 0], ['C', 'A', 1, 0]]), [['B', 3], ['A', 3], ['C', 3]]);
assert.deepStrictEqual(leagueTable([['A', 'B', 4, 1], ['B', 'A', 2, 0], ['A', 'C', 0, 0]]), [['A', 4], ['B', 3], ['C', 1]]);
assert.deepStrictEqual(leagueTable([['P', 'Q', 5, 5], ['Q', 'P', 1, 2]]), [['P', 4], ['Q', 1]]);
