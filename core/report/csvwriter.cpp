#include "csvwriter.h"
