package org.chessarbiter.workspace.regulations;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.chessarbiter.regulations.catalog.RegulationsTemplate;
import org.chessarbiter.regulations.catalog.SystemCode;
import org.chessarbiter.tournament.core.CompetitionSystem;
import org.chessarbiter.tournament.core.GameKind;
import org.chessarbiter.tournament.core.Tournament;
import org.chessarbiter.tournament.core.TournamentInfo;

/**
 * A new tournament from a regulations template ({@link RegulationsTemplate}): the game ({@code môn}), the
 * competition system ({@code hệ_thống}) and the number of rounds ({@code số_vòng}) the template states, the
 * template's text with the number of rounds the arbiter chose (the schedule's rounds past it left out),
 * and the empty tournament state those regulations configure.
 */
public record TournamentTemplate(RegulationsTemplate template, GameKind game, SystemCode system, int rounds) {

    private static final Pattern GAME = Pattern.compile("(?m)^\\s*môn\\s+(\\S+)");
    private static final Pattern SYSTEM = Pattern.compile("(?m)^\\s*hệ_thống\\s+(\\w+)");
    private static final Pattern ROUNDS = Pattern.compile("(?m)^(\\s*số_vòng\\s+)(\\d+)");
    private static final Pattern SCHEDULED = Pattern.compile("(?m)^\\s*vòng\\s+(\\d+)\\s+ngày.*\\R");

    /** What {@code template} states (a template states all three; its test pins that). */
    public static TournamentTemplate of(RegulationsTemplate template) {
        String text = template.text();
        GameKind game = first(GAME, text).filter("cờ_tướng"::equals).map(g -> GameKind.XIANGQI).orElse(GameKind.CHESS);
        SystemCode system = first(SYSTEM, text).flatMap(SystemCode::of).orElse(SystemCode.FIDE_DUTCH_2026);
        int rounds = first(ROUNDS, text, 2).map(Integer::parseInt).orElse(1);
        return new TournamentTemplate(template, game, system, rounds);
    }

    /** The templates of {@code game}. */
    public static List<TournamentTemplate> of(GameKind game) {
        return java.util.Arrays.stream(RegulationsTemplate.values()).map(TournamentTemplate::of).filter(t -> t.game() == game).toList();
    }

    /** The same template with {@code n} rounds. */
    public TournamentTemplate withRounds(int n) {
        return new TournamentTemplate(template, game, system, n);
    }

    /** The regulations' text: the template's, with this number of rounds and the schedule of these rounds only. */
    public String text() {
        String text = ROUNDS.matcher(template.text()).replaceFirst("$1" + rounds);
        Matcher m = SCHEDULED.matcher(text);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(b, Integer.parseInt(m.group(1)) > rounds ? "" : Matcher.quoteReplacement(m.group()));
        }
        m.appendTail(b);
        return b.toString();
    }

    /** The empty tournament these regulations configure, named {@code name}. */
    public Tournament tournament(String name) {
        CompetitionSystem s = system.system();
        TournamentInfo info = TournamentInfo.of(name, game, s, rounds);
        if (system.isTeam()) {
            info = new TournamentInfo(name, game, "", true, s, Map.of(), rounds, "", "", "", "", "", "");
        }
        return Tournament.of(info, List.of(), List.of());
    }

    private static Optional<String> first(Pattern p, String text) {
        return first(p, text, 1);
    }

    private static Optional<String> first(Pattern p, String text, int group) {
        Matcher m = p.matcher(text);
        return m.find() ? Optional.of(m.group(group)) : Optional.empty();
    }
}
