/*!
 * \copy
 *     Copyright (c)  2013, Cisco Systems
 *     All rights reserved.
 *
 *     Redistribution and use in source and binary forms, with or without
 *     modification, are permitted provided that the following conditions
 *     are met:
 *
 *        * Redistributions of source code must retain the above copyright
 *          notice, this list of conditions and the following disclaimer.
 *
 *        * Redistributions in binary form must reproduce the above copyright
 *          notice, this list of conditions and the following disclaimer in
 *          the documentation and/or other materials provided with the
 *          distribution.
 *
 *     THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS
 *     "AS IS" AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT
 *     LIMITED TO, THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS
 *     FOR A PARTICULAR PURPOSE ARE DISCLAIMED. IN NO EVENT SHALL THE
 *     COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT,
 *     INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING,
 *     BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES;
 *     LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER
 *     CAUSED AND ON ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT
 *     LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN
 *     ANY WAY OUT OF THE USE OF THIS SOFTWARE, EVEN IF ADVISED OF THE
 *     POSSIBILITY OF SUCH DAMAGE.
 *
 */

//pic_queue.h
#ifndef WELS_PICTURE_QUEUE_H__
#define WELS_PICTURE_QUEUE_H__


#include "picture.h"

namespace WelsCommon {
class CMemoryAlign;
}

namespace WelsDec {

#define   PICTURE_RESOLUTION_ALIGNMENT      32


typedef struct TagPicBuff {
  PPicture*      ppPic;
  int32_t        iCapacity;  // capacity size of queue
  int32_t        iCurrentIdx;
  WelsCommon::CMemoryAlign* pMa;  // allocator that owns this buffer's memory; used to free it
} SPicBuff, *PPicBuff;

/*
 *  Interfaces
 */

PPicture PrefetchPic (PPicBuff pPicBuff);  // To get current node applicable
PPicture PrefetchPicForThread (PPicBuff pPicBuff); // To get current node applicable in the case of threaded mode
PPicture PrefetchLastPicForThread (PPicBuff pPicBuff,
                                   const int32_t& iLast); // To get last node applicable in the case of threaded mode

} // namespace WelsDec

#endif//WELS_PICTURE_QUEUE_H__
