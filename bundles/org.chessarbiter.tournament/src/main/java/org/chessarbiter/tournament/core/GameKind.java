package org.chessarbiter.tournament.core;

/** The game a tournament plays: chess (FIDE 2018 / 2000), Chess960 (FIDE 2018 Appendix II) or xiangqi (Luật cờ Tướng 2004). */
public enum GameKind {
    CHESS, CHESS960, XIANGQI
}
