package org.chessarbiter.cli;

import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.chessarbiter.pairing.dutch.DutchEdition;
import org.chessarbiter.workspace.pairing.SystemChoice;
import org.chessarbiter.tournament.io.EncodingDetection;
import org.chessarbiter.tournament.io.VietnameseCharsets;
import org.chessarbiter.tournament.standings.C07Edition;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The typed values of the options that are neither numbers nor paths: how they are read from the
 * command line and the values offered by the bash completion.
 */
final class OptionTypes {

    private OptionTypes() {
    }

    /** {@code --edition} of the pairing commands: the FIDE Dutch system by year (2026, 2017). */
    static final class DutchEditionYear implements ITypeConverter<DutchEdition> {
        @Override
        public DutchEdition convert(String value) {
            return DutchEdition.fromYear(value).orElseThrow(() -> new TypeConversionException(value));
        }
    }

    /** The years of the Dutch system's editions, for completion. */
    static final class DutchEditionYears extends ArrayList<String> {
        private static final long serialVersionUID = 1L;

        DutchEditionYears() {
            super(Arrays.stream(DutchEdition.values()).map(DutchEdition::year).toList());
        }
    }

    /** {@code --system} of the pairing commands: a competition system by its name (dutch, round-robin ...). */
    static final class SystemName implements ITypeConverter<SystemChoice> {
        @Override
        public SystemChoice convert(String value) {
            return SystemChoice.fromOptionName(value).orElseThrow(() -> new TypeConversionException(value));
        }
    }

    /** The names of the competition systems, for completion and the usage help. */
    static final class SystemNames extends ArrayList<String> {
        private static final long serialVersionUID = 1L;

        SystemNames() {
            super(Arrays.stream(SystemChoice.values()).map(SystemChoice::optionName).toList());
        }
    }

    /** {@code --edition} of standings: the tie-break regulations C.07 by year (2026, 2024). */
    static final class C07EditionYear implements ITypeConverter<C07Edition> {
        @Override
        public C07Edition convert(String value) {
            return switch (value.strip()) {
                case "2026" -> C07Edition.V2026;
                case "2024" -> C07Edition.V2024;
                default -> throw new TypeConversionException(value);
            };
        }
    }

    /** The years of the C.07 editions, for completion. */
    static final class C07EditionYears extends ArrayList<String> {
        private static final long serialVersionUID = 1L;

        C07EditionYears() {
            super(List.of("2026", "2024"));
        }
    }

    /** {@code --teams mp|gp}: the teams ranked by match points or by game points first. */
    enum TeamPoints {
        /** match points first */
        MP,
        /** game points first (the seeds, 000 Art. 16.1.5) */
        GP
    }

    /** Reads {@code mp} or {@code gp}. */
    static final class TeamPointsName implements ITypeConverter<TeamPoints> {
        @Override
        public TeamPoints convert(String value) {
            return switch (value.strip()) {
                case "mp" -> TeamPoints.MP;
                case "gp" -> TeamPoints.GP;
                default -> throw new TypeConversionException(value);
            };
        }
    }

    /** {@code mp} and {@code gp}, for completion. */
    static final class TeamPointsNames extends ArrayList<String> {
        private static final long serialVersionUID = 1L;

        TeamPointsNames() {
            super(List.of("mp", "gp"));
        }
    }

    /**
     * {@code --encoding}: a character set Java knows, by any of its names (windows-1258, cp1258, UTF-8 ...),
     * or {@code auto}: UTF-8 when the file is UTF-8, else the legacy encoding detected ({@link EncodingDetection}).
     */
    static final class CharsetName implements ITypeConverter<Charset> {
        @Override
        public Charset convert(String value) {
            if (value.strip().equalsIgnoreCase("auto")) {
                return EncodingDetection.AUTO;
            }
            try {
                return VietnameseCharsets.forName(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(value);
            }
        }
    }

    /** The encodings of tournament files met in practice, for completion. */
    static final class CharsetNames extends ArrayList<String> {
        private static final long serialVersionUID = 1L;

        CharsetNames() {
            super(List.of("UTF-8", "auto", "windows-1258", "windows-1252", "TCVN3", "VISCII", "ISO-8859-1"));
        }
    }

    /** A whole number, 0 or more. */
    static final class NonNegative implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            try {
                int n = Integer.parseInt(value.strip());
                if (n >= 0) {
                    return n;
                }
            } catch (NumberFormatException e) {
                // below
            }
            throw new TypeConversionException(value);
        }
    }

    /** The languages of the texts, for completion of {@code --lang}. */
    static final class Languages extends ArrayList<String> {
        private static final long serialVersionUID = 1L;

        Languages() {
            super(List.of("en", "vi"));
        }
    }
}
