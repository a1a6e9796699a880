package org.chessarbiter.workspace.ui.internal.clock;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

import org.chessarbiter.rules.LawEdition;
import org.chessarbiter.rules.clock.ClockLaw;
import org.chessarbiter.rules.clock.ClockLaws;
import org.chessarbiter.rules.clock.Fide2018ClockLaw;
import org.chessarbiter.rules.clock.TimeControl;
import org.chessarbiter.rules.game.GameReplay;
import org.chessarbiter.rules.game.WrittenGame;
import org.chessarbiter.workspace.regulations.ClockSettings;
import org.chessarbiter.workspace.regulations.RegulationsSettings;

/**
 * The law and the time control the clock of one game follows. The law: a xiangqi game's is Luật cờ Tướng
 * 2004; a chess game follows the edition its project's regulations name ({@code law fide2000}), else the one
 * its tags name ({@code Law}), as the scoresheet checker does. The control: the game's {@code TimeControl}
 * tag, else the regulations' (the tag wins, as in the scoresheet's clock check).
 *
 * @param law the clock law
 * @param control the time control, if one is known
 * @param fromTag whether the control is the game's tag (else the regulations')
 */
public record ClockSetup(ClockLaw law, Optional<TimeControl> control, boolean fromTag) {

    private static final String XIANGQI = "xiangqi";

    /** The setup of the game {@code replay} under the {@code regulations} of its project ({@link #regulations}). */
    public static ClockSetup of(GameReplay<?, ?> replay, Optional<ClockSettings> regulations) {
        WrittenGame game = replay.game();
        Map<String, String> tags = new LinkedHashMap<>();
        game.tags().forEach(t -> tags.putIfAbsent(t.name(), t.value()));
        LawEdition byTags = replay.kind().rules(tags).edition();
        LawEdition edition = replay.kind().id().equals(XIANGQI) ? byTags
                : regulations.flatMap(ClockSettings::edition).filter(e -> ClockLaws.of(e).isPresent()).orElse(byTags);
        ClockLaw law = ClockLaws.of(edition).orElseGet(Fide2018ClockLaw::new);
        Optional<TimeControl> tag = game.tag("TimeControl").map(t -> t.value().strip())
                .filter(v -> !v.isEmpty() && !v.equals("-") && !v.equals("?")).flatMap(v -> TimeControl.parse(v).toOptional());
        if (tag.isPresent()) {
            return new ClockSetup(law, tag, true);
        }
        return new ClockSetup(law, regulations.flatMap(ClockSettings::control), false);
    }

    /** The regulations beside the scoresheet {@code file}, else at the top of its project (empty when not on disk). */
    public static Optional<ClockSettings> regulations(Optional<Path> file, Optional<Path> projectFolder) {
        Optional<ClockSettings> beside = file.flatMap(f -> RegulationsSettings.clockBeside(f).toOptional().flatMap(o -> o));
        if (beside.isPresent()) {
            return beside;
        }
        // a file of the project's folder: its regulations are the ones "beside" it
        return projectFolder.flatMap(p -> RegulationsSettings.clockBeside(p.resolve(".project")).toOptional().flatMap(o -> o));
    }
}
