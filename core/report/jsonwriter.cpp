#include "jsonwriter.h"
