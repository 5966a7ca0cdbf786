/* kit_text.c — the kit's messages, one table per language (keys in kit_text.h). */
#include "kit_text.h"

static const char *const en[KIT_TEXT_COUNT] = {
    [KIT_GAME_OVER] = "the game is over: there is no move to make",
    [KIT_NOT_ONE_MOVE] = "that position is not one move away",
    /* -- section: move language and boards -- */
    /* -- section: sum games (nim, misere, lasker, staircase, coins) -- */
    /* -- section: closed forms (wythoff, fibonacci, kstake, circle, redistribute, ring, leftmost) -- */
    /* -- section: heaps and octal -- */
    /* -- section: graph games (dag, every, hackenbush, geography, seqjump) -- */
    /* -- section: lr -- */
};

static const char *const zh[KIT_TEXT_COUNT] = {
    [KIT_GAME_OVER] = "游戏已经结束:没有可走的着法",
    [KIT_NOT_ONE_MOVE] = "这个局面不是一步之遥",
    /* -- section: move language and boards -- */
    /* -- section: sum games (nim, misere, lasker, staircase, coins) -- */
    /* -- section: closed forms (wythoff, fibonacci, kstake, circle, redistribute, ring, leftmost) -- */
    /* -- section: heaps and octal -- */
    /* -- section: graph games (dag, every, hackenbush, geography, seqjump) -- */
    /* -- section: lr -- */
};

const gr_texts kit_texts = {"kit", KIT_TEXT_COUNT, {[GR_EN] = en, [GR_ZH] = zh}};
