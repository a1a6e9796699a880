package org.chessarbiter.pairing.dutch;

import java.util.ArrayList;
import java.util.List;

import org.chessarbiter.pairing.Colour;
import org.chessarbiter.pairing.PairingOptions;
import org.chessarbiter.pairing.PastRound;
import org.chessarbiter.pairing.RoundKind;
import org.chessarbiter.pairing.TournamentRecord;

/**
 * A minimal, test-only reader of the FIDE TRF player lines ("001") as the reference engine writes
 * them, to replay generated tournaments round by round. The project's real TRF reader lives in the
 * tournament bundle (org.chessarbiter.tournament.trf); this one only serves the comparison tests.
 */
final class MiniTrf {

    /** One round entry of one player. */
    record Entry(int opponent, char colour, char result) {
        boolean isGame() {
            return opponent > 0;
        }
    }

    record Player(int id, int rating, List<Entry> rounds) {
    }

    final List<Player> players = new ArrayList<>();
    final int rounds;

    MiniTrf(String text) {
        int max = 0;
        int declared = 0;
        for (String line : text.split("\r\n|\r|\n")) {
            if (line.startsWith("XXR ")) {
                declared = Integer.parseInt(line.substring(4).trim());
            }
            if (!line.startsWith("001")) {
                continue;
            }
            int id = Integer.parseInt(line.substring(4, 8).trim());
            String r = line.length() >= 52 ? line.substring(48, 52).trim() : "";
            List<Entry> entries = new ArrayList<>();
            for (int at = 91; at + 7 < line.length() + 1 && at < line.length(); at += 10) {
                String cell = pad(line.substring(at, Math.min(at + 8, line.length())), 8);
                if (cell.isBlank()) {
                    break;
                }
                String opp = cell.substring(0, 4).trim();
                entries.add(new Entry(opp.isEmpty() ? 0 : Integer.parseInt(opp), cell.charAt(5), cell.charAt(7)));
            }
            max = Math.max(max, entries.size());
            players.add(new Player(id, r.isEmpty() ? 0 : Integer.parseInt(r), entries));
        }
        // a bare player list (no round played yet, e.g. a round-1 benchmark): the declared rounds
        rounds = max == 0 ? declared : max;
    }

    private static String pad(String s, int n) {
        StringBuilder b = new StringBuilder(s);
        while (b.length() < n) {
            b.append(' ');
        }
        return b.toString();
    }

    static int points(Entry e) {
        return switch (e.result()) {
            case '1', '+', 'W', 'U', 'F' -> 10;
            case '=', 'D', 'H' -> 5;
            default -> 0;
        };
    }

    static PastRound past(Entry e) {
        int pts = points(e);
        if (e.isGame()) {
            Colour c = e.colour() == 'w' ? Colour.WHITE : e.colour() == 'b' ? Colour.BLACK : null;
            RoundKind kind = e.result() == '+' ? RoundKind.FORFEIT_WIN
                    : e.result() == '-' ? RoundKind.FORFEIT_LOSS : RoundKind.PLAYED;
            return new PastRound(e.opponent(), c, kind, pts);
        }
        RoundKind kind = switch (e.result()) {
            case 'U' -> RoundKind.PAIRING_BYE;
            case 'H' -> RoundKind.HALF_POINT_BYE;
            case 'F' -> RoundKind.FULL_POINT_BYE;
            default -> RoundKind.ZERO_POINT_BYE;
        };
        return PastRound.bye(kind, pts);
    }

    /** The colour given to the higher-ranked player of round 1's first board, by E.5. */
    Colour initialColour() {
        for (Player p : players) {
            if (!p.rounds().isEmpty() && p.rounds().get(0).isGame()) {
                Entry e = p.rounds().get(0);
                boolean higher = p.id() < e.opponent();
                Colour mine = e.colour() == 'w' ? Colour.WHITE : Colour.BLACK;
                Colour higherColour = higher ? mine : mine.opposite();
                int higherId = higher ? p.id() : e.opponent();
                int higherRank = rankOf(higherId);
                return (higherRank & 1) == 0 ? higherColour : higherColour.opposite();
            }
        }
        return Colour.WHITE;
    }

    private int rankOf(int id) {
        // round 1: numbered players are those paired in round 1 (see DutchPlayers.numbered)
        return (int) players.stream().filter(p -> p.id() < id && !p.rounds().isEmpty()
                && (p.rounds().get(0).isGame() || p.rounds().get(0).result() == 'U')).count();
    }

    /** @return the tournament as plain values, for the checker */
    TournamentRecord record() {
        List<TournamentRecord.Entrant> list = new ArrayList<>();
        for (Player p : players) {
            list.add(new TournamentRecord.Entrant(p.id(), "", p.rating(), p.rounds().stream().map(MiniTrf::past).toList()));
        }
        return new TournamentRecord(rounds, list, PairingOptions.standard(initialColour()));
    }

    /** @return the tournament in TRF (player lines, XXR rounds, XXC initial colour) */
    static String write(TournamentRecord t) {
        StringBuilder out = new StringBuilder("012 Generated by org.chessarbiter.pairing\n");
        int rounds = t.roundsPlayed();
        for (TournamentRecord.Entrant e : t.players()) {
            char[] line = new char[91 + 10 * rounds];
            java.util.Arrays.fill(line, ' ');
            put(line, 0, "001");
            put(line, 4, String.format("%4d", e.id()));
            put(line, 14, String.format("%-32.32s", e.name()));
            put(line, 48, String.format("%4d", e.rating()));
            int points = 0;
            for (int r = 0; r < rounds; r++) {
                PastRound pr = r < e.rounds().size() ? e.rounds().get(r) : PastRound.bye(RoundKind.ZERO_POINT_BYE, 0);
                points += pr.points();
                put(line, 91 + 10 * r, cell(pr));
            }
            put(line, 80, String.format(java.util.Locale.ROOT, "%4.1f", points / 10.0));
            put(line, 85, String.format("%4d", e.id()));
            out.append(new String(line).stripTrailing()).append('\n');
        }
        out.append("XXR ").append(t.totalRounds()).append('\n');
        out.append("XXC ").append(t.options().initialColour() == Colour.WHITE ? "white1" : "black1").append('\n');
        return out.toString();
    }

    private static void put(char[] line, int at, String s) {
        s.getChars(0, s.length(), line, at);
    }

    private static String cell(PastRound r) {
        if (r.kind().hasOpponent()) {
            char c = r.colour() == Colour.WHITE ? 'w' : 'b';
            char res = switch (r.kind()) {
                case FORFEIT_WIN -> '+';
                case FORFEIT_LOSS -> '-';
                default -> r.points() == 10 ? '1' : r.points() == 5 ? '=' : '0';
            };
            return String.format("%4d %c %c", r.opponent(), c, res);
        }
        char res = switch (r.kind()) {
            case PAIRING_BYE -> 'U';
            case HALF_POINT_BYE -> 'H';
            case FULL_POINT_BYE -> 'F';
            default -> 'Z';
        };
        return "0000 - " + res;
    }
}
