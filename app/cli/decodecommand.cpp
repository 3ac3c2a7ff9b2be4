#include "decodecommand.h"
