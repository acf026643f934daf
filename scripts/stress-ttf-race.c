// The race behind issue 21's crash, outside Swift: "validators" open, render and close every font (as
// each parallel rasterizer test's FontLibrary() did), a "renderer" opens fonts at new sizes and renders
// text (the golden suite). Run by scripts/stress --helgrind; the second argument 1 takes a lock around
// every SDL2_ttf call, as TrueTypeLock does.
#include <SDL.h>
#include <SDL_ttf.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
static const char *paths[] = {
  "/usr/share/fonts/opentype/inter/Inter-Regular.otf", "/usr/share/fonts/opentype/inter/Inter-Bold.otf",
  "/usr/share/fonts/opentype/inter/InterDisplay-Bold.otf", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
  "/usr/share/fonts/truetype/quicksand/Quicksand-Bold.ttf" };
static int rounds;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int locked;
static void *validator(void *arg) {
  for (int r = 0; r < rounds; r++)
    for (int i = 0; i < 5; i++) {
      if (locked) pthread_mutex_lock(&lock);
      TTF_Font *f = TTF_OpenFont(paths[i], 16);
      if (f) { SDL_Surface *s = TTF_RenderUTF8_Blended(f, "Ag", (SDL_Color){0,0,0,255}); SDL_FreeSurface(s); TTF_CloseFont(f); }
      if (locked) pthread_mutex_unlock(&lock);
    }
  return NULL;
}
static void *renderer(void *arg) {
  for (int r = 0; r < rounds; r++) {
    if (locked) pthread_mutex_lock(&lock);
    TTF_Font *f = TTF_OpenFont(paths[r % 5], 10 + r % 60);
    if (f) { SDL_Surface *s = TTF_RenderUTF8_Blended(f, "Settings General", (SDL_Color){255,255,255,255}); SDL_FreeSurface(s); TTF_CloseFont(f); }
    if (locked) pthread_mutex_unlock(&lock);
  }
  return NULL;
}
int main(int argc, char **argv) {
  rounds = argc > 1 ? atoi(argv[1]) : 200;
  locked = argc > 2 && atoi(argv[2]);
  SDL_Init(0); TTF_Init();
  pthread_t t[5];
  for (int i = 0; i < 4; i++) pthread_create(&t[i], NULL, validator, NULL);
  pthread_create(&t[4], NULL, renderer, NULL);
  for (int i = 0; i < 5; i++) pthread_join(t[i], NULL);
  TTF_Quit(); SDL_Quit();
  puts("no crash");
  return 0;
}
