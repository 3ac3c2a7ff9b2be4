#include "decoderpanel.h"
