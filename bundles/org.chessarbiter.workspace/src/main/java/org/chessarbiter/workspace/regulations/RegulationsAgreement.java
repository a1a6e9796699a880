package org.chessarbiter.workspace.regulations;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.chessarbiter.regulations.catalog.SystemCode;
import org.chessarbiter.regulations.regulations.Regulations;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.Message;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.rules.ProblemKind;
import org.chessarbiter.rules.clock.TimeControl;
import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Scoring;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.TournamentInfo;

/**
 * Whether a tournament file agrees with the regulations of its project (DESIGN "the regulations configure the
 * tournament; where the tournament file disagrees, both get a problem"): the game, the competition system and
 * whether it is a team event, the rounds (planned and played), the scoring of a game, the tie-breaks in order, the
 * time control and the law edition. Only what both files state is compared: a TRF file states no game, and a time
 * control written in words (TRF {@code 122} "90 phút + 30 giây mỗi nước") is not the clock's form the regulations'
 * {@code pgn} gives, so neither is compared. Every disagreement is an error on each
 * file, at the regulations' setting and at the tournament's field. When the tournament has published a round, the
 * disagreement is also a change of published regulations (Luật cờ Tướng 2004 phụ lục 5: published regulations change
 * only for organisational emergencies), which never rewrites the published rounds: one more error on each file says so.
 * A pure function of its arguments: no file is read.
 */
public final class RegulationsAgreement {

    /**
     * The problems of both files.
     *
     * @param regulations the problems located in the regulations file (line and column of the setting)
     * @param tournament the problems located in the tournament file (its field, e.g. {@code tieBreaks})
     */
    public record Problems(List<Problem> regulations, List<Problem> tournament) {

        public Problems {
            regulations = List.copyOf(regulations);
            tournament = List.copyOf(tournament);
        }

        /** True when the files agree. */
        public boolean agree() {
            return regulations.isEmpty() && tournament.isEmpty();
        }
    }

    private final String regulationsName;
    private final String tournamentName;
    /** A TRF file has no field for the game (TRF-16, TRF26): its readers' default is not compared. */
    private final boolean trf;
    private final List<Problem> onRegulations = new ArrayList<>();
    private final List<Problem> onTournament = new ArrayList<>();

    private RegulationsAgreement(Path regulationsFile, Path tournamentFile) {
        this.regulationsName = String.valueOf(regulationsFile.getFileName());
        this.tournamentName = String.valueOf(tournamentFile.getFileName());
        this.trf = tournamentName.toLowerCase(Locale.ROOT).endsWith(".trf");
    }

    /**
     * Compares the regulations {@code regulations} (read from {@code regulationsFile}, with their node model) with the
     * tournament {@code tournament} (read from {@code tournamentFile}); the paths only name the files in the messages.
     */
    public static Problems check(Path regulationsFile, Regulations regulations, Path tournamentFile, Tournament tournament) {
        RegulationsAgreement a = new RegulationsAgreement(regulationsFile, tournamentFile);
        a.compare(RegulationsTerms.of(regulations), tournament);
        return new Problems(a.onRegulations, a.onTournament);
    }

    private void compare(RegulationsTerms terms, Tournament t) {
        TournamentInfo info = t.info();
        terms.game().filter(g -> !trf && g.value() != info.game())
                .ifPresent(g -> differ("game", g.at(), "game", g.value().name(), info.game().name()));
        Optional<SystemCode> code = terms.systemCode();
        terms.system().ifPresent(s -> code.ifPresent(c -> {
            if (info.system() != CompetitionSystem.OTHER && c.system() != info.system()) {
                differ("system", s.at(), "system", s.value(), info.system().name());
            }
            if (c.isTeam() != info.teamEvent()) {
                differ("team", s.at(), "teamEvent", kind(c.isTeam()), kind(info.teamEvent()));
            }
        }));
        terms.rounds().ifPresent(r -> {
            if (info.plannedRounds() > 0 && info.plannedRounds() != r.value()) {
                differ("rounds", r.at(), "numberOfRounds", r.value(), info.plannedRounds());
            }
            int played = t.rounds().size();
            if (played > r.value()) {
                both(r.at(), Location.part("rounds").element(r.value()), Message.of(RegulationsAgreement.class,
                        "agreement.roundsPlayed", tournamentName, String.valueOf(played), regulationsName, String.valueOf(r.value())));
            }
        });
        terms.scoring().ifPresent(s -> {
            Scoring now = t.scoring();
            Scoring said = s.value();
            if (!said.win().equals(now.win()) || !said.draw().equals(now.draw()) || !said.loss().equals(now.loss())) {
                differ("scoring", s.at(), "scoring", scoring(said), scoring(now));
            }
        });
        terms.tieBreaks().filter(tb -> !info.tieBreaks().isEmpty() && !codes(tb.value()).equals(codes(info.tieBreaks())))
                .ifPresent(tb -> differ("tieBreaks", tb.at(), "tieBreaks", String.join(", ", tb.value()),
                        String.join(", ", info.tieBreaks())));
        terms.timeControl().filter(tc -> TimeControl.parse(info.timeControl().replaceAll("\\s", "")).isOk()
                && !tc.value().replaceAll("\\s", "").equals(info.timeControl().replaceAll("\\s", "")))
                .ifPresent(tc -> differ("timeControl", tc.at(), "timeControl", tc.value(), info.timeControl()));
        terms.law().ifPresent(l -> {
            Optional<String> said = lawKey(l.value());
            Optional<String> kept = lawKey(info.lawEdition());
            if (said.isPresent() && kept.isPresent() && !said.equals(kept)) {
                differ("law", l.at(), "lawEdition", l.value(), info.lawEdition());
            }
        });
        published(t).ifPresent(round -> {
            if (!onRegulations.isEmpty()) {
                Location first = onRegulations.get(0).location();
                both(first, Location.part("rounds").element(round - 1), Message.of(RegulationsAgreement.class,
                        "agreement.published", regulationsName, tournamentName, String.valueOf(round)));
            }
        });
    }

    /** One disagreement: an error at the regulations' setting and one at the tournament's field, with the same text. */
    private void differ(String aspect, Location at, String field, Object said, Object kept) {
        both(at, Location.part(field), Message.of(RegulationsAgreement.class, "agreement.differs",
                Message.of(RegulationsAgreement.class, "aspect." + aspect), regulationsName, arg(said), tournamentName, arg(kept)));
    }

    /** A value as an argument of a message: a message is formatted in the reader's language, anything else as written. */
    private static Object arg(Object value) {
        return value instanceof Message m ? m : String.valueOf(value);
    }

    private void both(Location inRegulations, Location inTournament, Message message) {
        onRegulations.add(Problem.error(ProblemKind.INCONSISTENT, inRegulations, message));
        onTournament.add(Problem.error(ProblemKind.INCONSISTENT, inTournament, message));
    }

    /** The last published round's number. */
    private static Optional<Integer> published(Tournament t) {
        return t.rounds().stream().filter(Round::published).map(Round::number).max(Integer::compare);
    }

    private static Message kind(boolean team) {
        return Message.of(RegulationsAgreement.class, team ? "value.team" : "value.individual");
    }

    private static String scoring(Scoring s) {
        return s.win().toDecimal(1) + " / " + s.draw().toDecimal(1) + " / " + s.loss().toDecimal(1);
    }

    private static List<String> codes(List<String> codes) {
        return codes.stream().flatMap(c -> List.of(c.split("[\\s,]+")).stream()).filter(c -> !c.isEmpty())
                .map(c -> c.toUpperCase(Locale.ROOT)).toList();
    }

    /**
     * The law a name stands for, the regulations' ({@code fide2018}, {@code vn2000p2}, {@code xiangqi2004}) or the
     * tournament file's ("FIDE 2018", "Luật cờ Tướng 2004"): empty when it names none of the library's editions.
     */
    static Optional<String> lawKey(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        if (n.contains("xiangqi") || n.contains("tướng") || n.contains("tuong") || n.contains("2004")) {
            return Optional.of("xiangqi2004");
        }
        if (n.contains("2018")) {
            return Optional.of("fide2018");
        }
        if (n.contains("2000")) {
            return Optional.of("fide2000");
        }
        return Optional.empty();
    }
}
