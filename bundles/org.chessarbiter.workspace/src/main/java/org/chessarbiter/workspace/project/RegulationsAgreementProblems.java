package org.chessarbiter.workspace.project;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import org.chessarbiter.regulations.regulations.Regulations;
import org.chessarbiter.rules.Location;
import org.chessarbiter.rules.ParseResult;
import org.chessarbiter.rules.Problem;
import org.chessarbiter.tournament.core.Round;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.workspace.regulations.RegulationsAgreement;
import org.chessarbiter.workspace.regulations.RegulationsSettings;

/**
 * The build's step "the regulations configure the tournament; where the tournament file disagrees, both get a
 * problem" ({@link RegulationsAgreement}): each disagreement a problem on the regulations, at the setting, and one on
 * the tournament file, at the line of its field (in a TRF file the record that holds it: {@code 202} for the
 * tie-breaks, {@code 142} or {@code XXR} for the rounds...; in a tournament file the line naming the field), the first
 * line when the file has none.
 */
final class RegulationsAgreementProblems {

    /** The TRF records that hold a field of the tournament, in the order they are looked for. */
    private static final Map<String, List<String>> TRF_RECORDS = Map.of(
            "system", List.of("192", "092"),
            "teamEvent", List.of("092", "192", "013", "310"),
            "numberOfRounds", List.of("142", "XXR"),
            "scoring", List.of("BBW", "BBD", "BBL", "XXS"),
            "tieBreaks", List.of("202"),
            "timeControl", List.of("122"),
            "rounds", List.of("132"));

    private RegulationsAgreementProblems() {
    }

    /** The problems of both files, empty when there are no regulations or they cannot be read (their own problem then). */
    static List<ProjectProblem> of(Path regulationsFile, TournamentState state) {
        if (state.tournament().isEmpty()) {
            return List.of();
        }
        ParseResult<Optional<Regulations>> read = RegulationsSettings.read(regulationsFile);
        if (!read.isOk() || read.value().isEmpty()) {
            return List.of();
        }
        // the rounds the file has paired (a TRF lists every round planned, the unpaired ones too)
        Tournament t = state.tournament().get();
        Tournament paired = t.withRounds(t.rounds().stream().filter(Round::isPaired).toList());
        RegulationsAgreement.Problems found = RegulationsAgreement.check(regulationsFile, read.value().get(), state.file(), paired);
        List<ProjectProblem> out = new ArrayList<>();
        found.regulations().forEach(p -> out.add(new ProjectProblem(regulationsFile, p, "regulations", ProjectProblem.Origin.PROJECT)));
        for (Problem p : found.tournament()) {
            out.add(new ProjectProblem(state.file(), p.at(line(state, p.location().field())), "regulations",
                    ProjectProblem.Origin.PROJECT));
        }
        return out;
    }

    /** The line of a tournament field ({@code tieBreaks}, {@code rounds[5]}) in the state file, else the first line. */
    static Location line(TournamentState state, String field) {
        String name = field == null ? "" : field.replaceAll("\\[.*", "");
        List<String> lines = state.lines();
        boolean trf = state.file().getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".trf");
        if (trf) {
            for (String code : TRF_RECORDS.getOrDefault(name, List.of())) {
                for (int i = 0; i < lines.size(); i++) {
                    if (lines.get(i).startsWith(code + " ") || lines.get(i).equals(code)) {
                        return new Location(0, 0, i + 1, 1, field);
                    }
                }
            }
        } else if (!name.isEmpty()) {
            for (int i = 0; i < lines.size(); i++) {
                int at = lines.get(i).indexOf(name + "=");
                at = at >= 0 ? at : lines.get(i).indexOf("<" + name);
                if (at >= 0) {
                    return new Location(0, 0, i + 1, at + 1, field);
                }
            }
        }
        return new Location(0, 0, 1, 1, field);
    }
}
